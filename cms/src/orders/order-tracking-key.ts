import { trackingPath } from '@shop/domain/client-orders'

import type { Order } from '../payload-types.ts'
import { sameSecret, signature } from '../security/tokens.ts'

/**
 * An order's tracking key: what lets the confirmation e-mail's link open the order on /suivi
 * without the e-mail address typed. Derived, not stored: the server's secret over the order's id,
 * so it cannot be guessed from the number and changes with the secret. The label keeps it apart
 * from other HMACs made with the same secret.
 */
export function trackingKey(secret: string, orderId: number): string {
  return signature(secret, `order-tracking:${orderId}`)
}

export function isTrackingKey(secret: string, orderId: number, key: string): boolean {
  return sameSecret(key, trackingKey(secret, orderId))
}

/** The /suivi link (path and query) that opens this order for whoever holds it. */
export function keyedTrackingPath(secret: string, order: Pick<Order, 'id' | 'orderNumber'>): string {
  return trackingPath(order.orderNumber, trackingKey(secret, order.id))
}
