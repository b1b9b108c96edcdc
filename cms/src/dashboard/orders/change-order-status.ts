import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { dashboardMessages, type OrderStatusBody } from '@shop/domain/dashboard'
import { adminOrderTransitions, canMoveOrder, orderStatuses, orderStatusLabels } from '@shop/domain/orders'

import { historyBy } from '../../collections/Orders/hooks/recordStatusChange.ts'
import { orderRefundedEmail } from './emails/order-refunded.ts'
import { orderShippedEmail } from './emails/order-shipped.ts'
import { HttpError } from '../../http/http-error.ts'
import { creditNoteAttachment } from '../../invoices/invoice-attachment.ts'
import { queueCreditNote } from '../../invoices/invoice-tasks.ts'
import { keyedTrackingPath } from '../../orders/order-tracking-key.ts'
import { env } from '../../lib/env.ts'
import { inTransaction } from '../../lib/transaction.ts'
import { queueEmail } from '../../mail/queue-email.ts'
import { replyAddressFor } from '../../mail/reply-address.ts'
import { cancelOrder } from '../../checkout/cancel-order.ts'
import { refundInFull } from '../../checkout/refund-in-full.ts'
import { lockOrder } from '../../orders/order-rows.ts'
import type { Order, User } from '../../payload-types.ts'
import { ConflictWithState } from '../conflict.ts'
import { dashboardOrder } from './dashboard-order.ts'

const sameInstant = (a: string, b: string) => new Date(a).getTime() === new Date(b).getTime()

/** The statuses an administrator may cancel from (the workflow's own table says which). */
const cancellableByStaff = orderStatuses.filter((status) => adminOrderTransitions[status].includes('cancelled'))

async function conflict(payload: Payload, id: number, message: string): Promise<never> {
  throw new ConflictWithState(message, { order: await dashboardOrder(payload, id) })
}

/**
 * Checks the administrator's view against the row: the order still as they saw it (`updatedAt`),
 * and the move allowed from its status. Read under the row lock, so of two administrators
 * advancing the same order, the second sees the first's change and gets 409 with it.
 */
async function checkMove(payload: Payload, order: Order, body: OrderStatusBody): Promise<void> {
  if (!sameInstant(order.updatedAt, body.expectedUpdatedAt)) await conflict(payload, order.id, dashboardMessages.staleOrder)
  if (!canMoveOrder(order.status, body.status)) {
    await conflict(
      payload,
      order.id,
      dashboardMessages.forbiddenTransition(orderStatusLabels[order.status], orderStatusLabels[body.status]),
    )
  }
}

/**
 * An administrator moves an order along the workflow (domain `adminOrderTransitions`). Shipping
 * records the carrier and tracking number and tells the customer; cancelling a paid order, or
 * refunding a returned one, refunds the payment in full (once: the refund's key is the order's).
 * Every change lands in the order's history with who and when, which /suivi shows.
 */
export async function changeOrderStatus(payload: Payload, admin: User, id: number, body: OrderStatusBody) {
  const before = await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!before) throw new HttpError(404, dashboardMessages.orderNotFound)
  await checkMove(payload, before, body)

  if (body.status === 'cancelled') {
    await cancelOrder(payload, before, {
      from: cancellableByStaff,
      refusal: dashboardMessages.staleOrder,
      by: admin.email,
    })
    return dashboardOrder(payload, id)
  }

  const req = await createLocalReq({ context: historyBy(admin.email) }, payload)
  await inTransaction(req, async () => {
    if (!(await lockOrder(req, id))) throw new HttpError(404, dashboardMessages.orderNotFound)
    const current = await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true, req })
    await checkMove(payload, current, body)
    const moved = await payload.update({
      collection: 'orders',
      id,
      data: { status: body.status, ...(await sideEffects(req, current, body)) },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await tellCustomer(req, moved)
  })
  return dashboardOrder(payload, id)
}

/** What a status brings with it, decided under the lock: the parcel's details, or the refund. */
async function sideEffects(req: PayloadRequest, order: Order, body: OrderStatusBody): Promise<Partial<Order>> {
  if (body.status === 'shipped') return { shipping: { carrier: body.carrier, trackingNumber: body.trackingNumber } }
  if (body.status !== 'refunded') return {}
  const paymentIntentId = order.payment?.paidAt ? order.payment.paymentIntentId : null
  if (!paymentIntentId) throw new HttpError(409, dashboardMessages.refundImpossible)
  const refundId = await refundInFull(req, order, paymentIntentId)
  return { payment: { ...order.payment, refundedAt: new Date().toISOString(), refundId } }
}

/**
 * The customer hears of the parcel, in the change's transaction; of the refund, from the task of
 * the credit note the e-mail carries, queued in that transaction (../../invoices/invoice-tasks.ts).
 */
async function tellCustomer(req: PayloadRequest, order: Order): Promise<void> {
  if (order.status === 'shipped') {
    // The same keyed link as the confirmation's: it opens the order without the e-mail typed.
    // In the clear like the confirmation's (../../checkout/order-confirmation.ts): it reads one order, nothing more.
    const tracking = `${env().PUBLIC_URL}${keyedTrackingPath(req.payload.secret, order)}`
    // Its « Une question ? » is answered by replying: the reply reaches support as a ticket of the order.
    const replyTo = await replyAddressFor(req, { kind: 'order', orderNumber: order.orderNumber })
    await queueEmail(req, { to: order.email, ...orderShippedEmail(order, tracking), replyTo })
  }
  if (order.status === 'refunded') {
    await queueCreditNote(req, order.id, { to: order.email, ...orderRefundedEmail(order), attachments: [creditNoteAttachment(order.id)] })
  }
}
