import { createHmac, timingSafeEqual } from 'node:crypto'

import { trackingPath } from '@shop/domain/orders'

import type { Order } from '../payload-types.ts'

/**
 * An order's tracking key: what lets the confirmation e-mail's link open the order on /suivi
 * without the e-mail address typed. Derived, not stored: the server's secret over the order's id,
 * so it cannot be guessed from the number and changes with the secret. The label keeps it apart
 * from other HMACs made with the same secret.
 */
export function trackingKey(secret: string, orderId: number): string {
  return createHmac('sha256', secret).update(`order-tracking:${orderId}`).digest('base64url')
}

/** Compared in constant time: the answer's timing says nothing about how much of a guess was right. */
export function isTrackingKey(secret: string, orderId: number, key: string): boolean {
  const expected = Buffer.from(trackingKey(secret, orderId))
  const given = Buffer.from(key)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The /suivi link (path and query) that opens this order for whoever holds it. */
export function keyedTrackingPath(secret: string, order: Pick<Order, 'id' | 'orderNumber'>): string {
  return trackingPath(order.orderNumber, trackingKey(secret, order.id))
}
