import { createLocalReq, type Payload } from 'payload'

import { checkoutPatienceMs } from '@shop/domain/orders'

import { queueOrderConfirmation } from './order-confirmation.ts'
import { closeCheckout } from './close-checkout.ts'

/**
 * Pending orders older than 30 minutes, settled with the payment side: paid ones are confirmed (a
 * webhook missed while the shop was down is not lost), open ones are closed and cancelled, and
 * orders that never got a payment page (the server stopped mid-checkout) are cancelled.
 */
export async function reconcilePendingOrders(payload: Payload, now = new Date()): Promise<number> {
  const count = await settle(payload, new Date(now.getTime() - checkoutPatienceMs))
  await resendConfirmations(payload, new Date(now.getTime() - confirmationGraceMs))
  return count
}

async function settle(payload: Payload, createdBefore: Date): Promise<number> {
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

/**
 * A confirmation is queued with the payment; an order paid without one (before the outbox existed,
 * when a failed send was only logged) gets it now.
 */
const confirmationGraceMs = 60 * 1000

async function resendConfirmations(payload: Payload, paidBefore: Date): Promise<void> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { 'payment.paidAt': { less_than: paidBefore.toISOString() }, confirmationEmailSentAt: { exists: false } },
    limit: 100,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  for (const order of docs) {
    await queueOrderConfirmation(await createLocalReq({}, payload), order).catch((error: unknown) =>
      payload.logger.error({ err: error, msg: `confirmation e-mail of order ${order.orderNumber} not queued` }),
    )
  }
}
