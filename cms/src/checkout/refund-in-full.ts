import type { PayloadRequest } from 'payload'

import { HttpError } from '../http/http-error.ts'
import type { Order } from '../payload-types.ts'
import { paymentGateway } from '../payments/gateway.ts'

/**
 * Refunds a paid order in full on the payment side (a cancellation, a returned parcel), once: the
 * refund's key is the order's. Refused with `refusal` when part of it was already refunded after a
 * withdrawal (dashboard/tickets/refund-withdrawal.ts): the full amount would pay that part twice.
 */
export async function refundInFull(req: PayloadRequest, order: Order, paymentIntentId: string, refusal: string): Promise<string> {
  const { totalDocs: partRefunds } = await req.payload.count({
    collection: 'tickets',
    where: { order: { equals: order.id }, source: { equals: 'withdrawal' }, withdrawalRefundedAt: { exists: true } },
    // A server-side check of the order the caller was already allowed to refund.
    overrideAccess: true,
    req,
  })
  if (partRefunds > 0) throw new HttpError(409, refusal)
  const { refundId } = await paymentGateway(req.payload).refund(paymentIntentId, order.totalCents, `refund-order-${order.id}`)
  return refundId
}
