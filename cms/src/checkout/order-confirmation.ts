import { and, eq, isNotNull, isNull, sql } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { paths } from '@shop/domain/paths'

import { orderConfirmationEmail } from '../emails/order-confirmation.ts'
import { termsOfSaleAttachment, withdrawalFormAttachment } from '../legal-documents/attachments.ts'
import { sellerOf } from '../legal-documents/seller.ts'
import { dbOf } from '../database/db.ts'
import { orders } from '../database/payload-schema.ts'
import { env } from '../lib/env.ts'
import { inTransaction } from '../lib/transaction.ts'
import { queueEmail } from '../mail/queue-email.ts'
import { replyAddressFor } from '../mail/reply-address.ts'
import type { Order } from '../payload-types.ts'
import { keyedTrackingPath } from '../orders/order-tracking-key.ts'

/**
 * Exactly one confirmation per paid order, whoever confirms it (webhook, /success,
 * reconciliation): the order's row is marked by one atomic write (`confirmationEmailSentAt`, the
 * moment it was queued) and the e-mail queued in the same transaction, which is the payment's own
 * when it is recorded (./record-payment.ts). The outbox then sends it, however long the mail
 * server is away, with the terms of sale and the withdrawal form attached (L221-13).
 */
export async function queueOrderConfirmation(req: PayloadRequest, order: Order): Promise<void> {
  await inTransaction(req, async () => {
    const db = await dbOf(req)
    const claimed = await db
      .update(orders)
      .set({ confirmationEmailSentAt: sql`now()` })
      .where(and(eq(orders.id, order.id), isNull(orders.confirmationEmailSentAt), isNotNull(orders.payment_paidAt)))
      .returning({ id: orders.id })
    if (claimed.length !== 1) return
    const base = env().PUBLIC_URL
    await queueEmail(req, {
      to: order.email,
      ...orderConfirmationEmail(order, await sellerOf(req.payload, req), {
        // Not sealed (../mail/sealed-links.ts): the key only reads this order, which a backup holds anyway,
        // and the confirmation, the contract's durable medium, must stay re-sendable from the outbox.
        tracking: `${base}${keyedTrackingPath(req.payload.secret, order)}`,
        terms: `${base}${paths.terms}`,
        withdrawal: `${base}${paths.withdrawal}`,
      }),
      attachments: [termsOfSaleAttachment(order.id), withdrawalFormAttachment(order.id)],
      // Answered, it joins the order's thread, as the shipping and cancellation e-mails do, not no-reply@.
      replyTo: await replyAddressFor(req, { kind: 'order', orderNumber: order.orderNumber }),
    })
  })
}
