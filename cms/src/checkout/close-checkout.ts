import type { Payload } from 'payload'

import { isRowId } from '@shop/domain/row-id'

import type { Order } from '../payload-types.ts'
import { orderAdapter } from '../payments/adapters.ts'
import { sameSecret, signature } from '../security/tokens.ts'
import { applyPaymentOutcome } from './payment-outcome.ts'
import type { PaymentOutcome } from './record-payment.ts'

/**
 * Closes an unpaid order's payment page and records what the payment side then says: paid
 * meanwhile, it is confirmed; over, it is cancelled (a limited promo code's use given back). A
 * session the payment side no longer knows cannot be paid: over too.
 */
export async function closeCheckout(payload: Payload, order: Order, sessionId: string): Promise<PaymentOutcome | null> {
  const adapter = orderAdapter(payload, order)
  let state = await adapter.readCheckout(sessionId)
  if (state?.state === 'open') {
    await adapter.expireCheckout(sessionId)
    state = await adapter.readCheckout(sessionId)
  }
  return applyPaymentOutcome(payload, state ?? { sessionId, orderId: String(order.id), state: 'expired', paymentIntentId: null }, {
    orderId: order.id,
  })
}

/** The key of an order's way back from its payment page: only the page it was given to knows it. */
const cancelKey = (secret: string, orderId: string) => signature(secret, `payment-cancelled:${orderId}`)

/**
 * Where the payment page sends a buyer who goes back to the shop (server/routes/checkout.ts):
 * through the shop, which closes the page on the way, then to `back`, the page they left.
 */
export function cancelReturnUrl(publicUrl: string, secret: string, orderId: string, back: URL): string {
  const url = new URL('/api/payment-cancelled', publicUrl)
  url.search = new URLSearchParams({ order: orderId, key: cancelKey(secret, orderId), back: back.href }).toString()
  return url.href
}

/**
 * A buyer back from their payment page without paying: the page is closed at once rather than
 * left open until it expires. False when the key is not the order's (nothing is done).
 */
export async function abandonCheckout(payload: Payload, orderId: string, key: string): Promise<boolean> {
  if (!isRowId(orderId) || !sameSecret(key, cancelKey(payload.secret, orderId))) return false
  const order = await payload.findByID({ collection: 'orders', id: Number(orderId), depth: 0, overrideAccess: true, disableErrors: true })
  const sessionId = order?.payment?.sessionId
  if (order?.status === 'pending' && sessionId) await closeCheckout(payload, order, sessionId)
  return true
}
