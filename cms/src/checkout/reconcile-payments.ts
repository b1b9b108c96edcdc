import type { Payload } from 'payload'

import { checkoutPatienceMs } from '@shop/domain/orders'

import { closeCheckout } from './close-checkout.ts'

/**
 * Pending orders older than 30 minutes, settled with the payment side: paid ones are confirmed (a
 * webhook missed while the shop was down is not lost), open ones are closed and cancelled, and
 * orders that never got a payment page (the server stopped mid-checkout) are cancelled.
 */
export async function reconcilePendingOrders(payload: Payload, now = new Date()): Promise<number> {
  const createdBefore = new Date(now.getTime() - checkoutPatienceMs)
  const { docs } = await payload.find({
    collection: 'orders',
    where: { status: { equals: 'pending' }, createdAt: { less_than: createdBefore.toISOString() } },
    limit: 200,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  let settled = 0
  for (const order of docs) {
    try {
      const sessionId = order.payment?.sessionId
      if (!sessionId) {
        await payload.update({ collection: 'orders', id: order.id, data: { status: 'cancelled' }, overrideAccess: true })
        settled++
        continue
      }
      const outcome = await closeCheckout(payload, order, sessionId)
      if (outcome?.became) settled++
    } catch (error) {
      // One order the payment side cannot answer for must not hold the others back.
      payload.logger.error({ err: error, msg: `reconciliation of order ${order.orderNumber} failed` })
    }
  }
  return settled
}
