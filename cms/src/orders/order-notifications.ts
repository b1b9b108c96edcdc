import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { paths } from '@shop/domain/paths'

import { orderCancelledEmail } from '../emails/order-cancelled.ts'
import { orderConfirmationEmail, type Seller } from '../emails/order-confirmation.ts'
import { issueCreditNote, issueInvoice } from '../invoices/issue-invoice.ts'
import { env } from '../lib/env.ts'
import { mailer, mailLater } from '../lib/mail.ts'
import type { Order } from '../payload-types.ts'
import { keyedTrackingPath } from './order-tracking-key.ts'
import type { PaymentOutcome } from './record-payment.ts'

async function seller(payload: Payload): Promise<Seller> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const { street, postalCode, city, country } = settings.address
  return { legalName: settings.legalName, address: `${street}, ${postalCode} ${city}, ${country}`, email: settings.email }
}

/**
 * Exactly one confirmation per order, whoever confirms it (webhook, /success, reconciliation):
 * the send is claimed by one atomic write first, and given back if the mail server refuses it, so
 * that the next reconciliation round tries again.
 */
export async function sendOrderConfirmation(payload: Payload, orderId: number): Promise<void> {
  const claimed = await payload.db.drizzle.execute(
    sql`update orders set confirmation_email_sent_at = now() where id = ${orderId} and confirmation_email_sent_at is null and payment_paid_at is not null returning id`,
  )
  if (claimed.rowCount !== 1) return
  try {
    const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true })
    const base = env().PUBLIC_URL
    await mailer().send({
      to: order.email,
      ...orderConfirmationEmail(order, await seller(payload), {
        tracking: `${base}${keyedTrackingPath(payload.secret, order)}`,
        terms: `${base}${paths.terms}`,
        withdrawal: `${base}${paths.withdrawal}`,
      }),
    })
  } catch (error) {
    await payload.db.drizzle.execute(sql`update orders set confirmation_email_sent_at = null where id = ${orderId}`)
    throw error
  }
}

/**
 * What follows a payment's outcome: the invoice, then the confirmation. A failure of either is
 * logged, the order stays as recorded, and the reconciliation's next round does what is missing.
 */
export async function notifyPaymentOutcome(payload: Payload, outcome: PaymentOutcome | null): Promise<void> {
  if (outcome?.became !== 'confirmed') return
  const { id, orderNumber } = outcome.order
  await issueInvoice(payload, id).catch((error: unknown) =>
    payload.logger.error({ err: error, msg: `invoice of order ${orderNumber} failed` }),
  )
  await sendOrderConfirmation(payload, id).catch((error: unknown) =>
    payload.logger.error({ err: error, msg: `confirmation e-mail of order ${orderNumber} failed` }),
  )
}

/** After a cancellation: the credit note of a refund, then the e-mail; failures as above. */
export async function notifyCancellation(payload: Payload, order: Order, refunded: boolean): Promise<void> {
  if (refunded) {
    await issueCreditNote(payload, order.id).catch((error: unknown) =>
      payload.logger.error({ err: error, msg: `credit note of order ${order.orderNumber} failed` }),
    )
  }
  mailLater(payload, { to: order.email, ...orderCancelledEmail(order, refunded) }, `cancellation e-mail of order ${order.orderNumber}`)
}
