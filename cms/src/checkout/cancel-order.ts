import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { cancellableStatuses, orderMessages, type OrderStatus } from '@shop/domain/orders'

import { orderCancelledEmail } from './emails/order-cancelled.ts'
import { HttpError } from '../http/http-error.ts'
import { relationId } from '../lib/relation-id.ts'
import { inTransaction } from '../lib/transaction.ts'
import { queueEmail } from '../mail/queue-email.ts'
import { replyAddressFor } from '../mail/reply-address.ts'
import { historyBy } from '../collections/Orders/hooks/recordStatusChange.ts'
import type { Order } from '../payload-types.ts'
import { orderAdapter } from '../payments/adapters.ts'
import { recordPayment } from './record-payment.ts'
import { lockOrder } from '../orders/order-rows.ts'
import { creditNoteAttachment } from '../invoices/invoice-attachment.ts'
import { queueCreditNote } from '../invoices/invoice-tasks.ts'
import { refundInFull } from './refund-in-full.ts'

export type Cancellation = { order: Order; refunded: boolean }

/**
 * A customer cancels their own order before dispatch. An unpaid one's payment page is closed
 * first (so it cannot be paid afterwards; one paid meanwhile is recorded, then refunded); a paid
 * one is refunded in full. The status, the refund and the history commit together: a refund the
 * payment side refuses leaves the order as it was, and a retried refund is the same refund
 * (idempotency key), so no order is refunded twice. The customer's e-mail is queued with them.
 */
export async function cancelOwnOrder(payload: Payload, customerId: number, orderId: number): Promise<Cancellation> {
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true, disableErrors: true })
  const ownerId = relationId(order?.customer)
  // Someone else's order does not exist, as far as this customer can tell.
  if (!order || ownerId !== customerId) throw new HttpError(404, orderMessages.orderNotFound)
  if (!cancellableStatuses.includes(order.status)) throw new HttpError(409, orderMessages.cannotCancel)
  return cancelOrder(payload, order, {
    from: cancellableStatuses,
    refusal: orderMessages.cannotCancel,
  })
}

type CancelOptions = {
  /** The statuses it may be cancelled from, checked again under the row lock. */
  from: readonly OrderStatus[]
  refusal: string
  /** The staff member cancelling it, as the history names them; none when it is the customer. */
  by?: string
}

/**
 * The customer hears of it; a reply reaches support as a ticket of the order. The e-mail is queued
 * in the cancellation's transaction, or, when it carries the refund's credit note, by the task that
 * issues the credit note, queued there instead (../invoices/invoice-tasks.ts).
 */
async function withEmail(req: PayloadRequest, cancellation: Cancellation): Promise<Cancellation> {
  const { order, refunded } = cancellation
  const email = {
    to: order.email,
    ...orderCancelledEmail(order, refunded),
    replyTo: await replyAddressFor(req, { kind: 'order', orderNumber: order.orderNumber }),
    attachments: refunded ? [creditNoteAttachment(order.id)] : [],
  }
  await (refunded ? queueCreditNote(req, order.id, email) : queueEmail(req, email))
  return cancellation
}

/**
 * The cancellation itself, for the customer (above) and for staff (the dashboard), who may also
 * cancel an order in preparation.
 */
export async function cancelOrder(payload: Payload, order: Order, options: CancelOptions): Promise<Cancellation> {
  const { from, refusal, by } = options
  const req = await createLocalReq({ context: historyBy(by) }, payload)
  const sessionId = order.payment?.sessionId
  if (order.status === 'pending' && sessionId) {
    const adapter = orderAdapter(payload, order)
    const state = await adapter.readCheckout(sessionId)
    if (state?.state === 'open') await adapter.expireCheckout(sessionId).catch(() => undefined)
    const latest = state?.state === 'open' ? await adapter.readCheckout(sessionId) : state
    // A page still open could be paid after the order is cancelled, the payment then kept for an
    // order nobody delivers: the cancellation waits until the page can be closed.
    if (latest?.state === 'open') throw new HttpError(503, orderMessages.cancelUnavailable, { retryAfter: 10 })
    // Closing the page cancels the order, here or through the expiry's webhook, whichever came first.
    const closed = await inTransaction(req, async () => {
      const outcome = latest ? await recordPayment(req, order.id, latest) : null
      return outcome?.order.status === 'cancelled' ? withEmail(req, { order: outcome.order, refunded: false }) : null
    })
    if (closed) return closed
  }

  return inTransaction(req, async () => {
    const status = await lockOrder(req, order.id)
    if (!status || !from.includes(status)) throw new HttpError(409, refusal)
    const current = await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true, req })
    const cancelled = await payload.update({
      collection: 'orders',
      id: order.id,
      data: { status: 'cancelled' },
      depth: 0,
      overrideAccess: true,
      req,
    })
    const paymentIntentId = current.payment?.paidAt ? current.payment.paymentIntentId : null
    if (!paymentIntentId) return withEmail(req, { order: cancelled, refunded: false })
    const refundId = await refundInFull(req, current, paymentIntentId)
    const refunded = await payload.update({
      collection: 'orders',
      id: order.id,
      data: { status: 'refunded', payment: { refundedAt: new Date().toISOString(), refundId } },
      depth: 0,
      overrideAccess: true,
      req,
    })
    return withEmail(req, { order: refunded, refunded: true })
  })
}
