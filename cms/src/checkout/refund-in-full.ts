import type { PayloadRequest } from 'payload'

import { leftToRefundCents } from '@shop/domain/withdrawal-choice'

import type { Order } from '../payload-types.ts'
import { orderAdapter } from '../payments/adapters.ts'

/**
 * Refunds a paid order on the payment side (a cancellation, a returned parcel), once: the refund's
 * key is the order's. What refunds of withdrawals from part of it gave back is deducted
 * (dashboard/tickets/refund-withdrawal.ts): this pays the rest, and its credit note says so. A
 * rest of nothing (articles bought with a promo code of 100 %) sends nothing: null.
 */
export async function refundInFull(req: PayloadRequest, order: Order, paymentIntentId: string): Promise<string | null> {
  const amountCents = leftToRefundCents(order)
  if (amountCents === 0) return null
  const { refundId } = await orderAdapter(req.payload, order).refund(paymentIntentId, amountCents, `refund-order-${order.id}`)
  return refundId
}
