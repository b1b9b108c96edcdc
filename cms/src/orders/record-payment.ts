import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import type { OrderStatus } from '@shop/domain/orders'

import { inTransaction, transactionDb } from '../lib/transaction.ts'
import type { Order } from '../payload-types.ts'
import type { CheckoutState } from '../payments/payment-gateway.ts'
import { queueOrderConfirmation } from './order-confirmation.ts'

export type PaymentOutcome = { order: Order; became: 'confirmed' | 'cancelled' | null }

/**
 * Locks the order's row for the rest of the caller's transaction and reads its status: of two
 * confirmations racing (the webhook and /success), the second waits and then sees the first's.
 */
export async function lockOrder(req: PayloadRequest, orderId: number): Promise<OrderStatus | null> {
  const db = await transactionDb(req)
  const { rows } = await db.execute<{ status: OrderStatus }>(sql`select status from orders where id = ${orderId} for update`)
  return rows[0]?.status ?? null
}

/**
 * What the payment side says about an order's checkout, applied once: paid moves a pending order
 * to confirmed, a checkout over without payment moves it to cancelled; anything else (a replay, an
 * event arriving late or out of order) changes nothing. Joins the caller's transaction. The
 * order is read under its row lock, so the outcome is never older than a concurrent confirmation.
 * A payment's confirmation e-mail is queued with it: an order is never paid without one.
 */
export async function recordPayment(req: PayloadRequest, orderId: number, state: CheckoutState): Promise<PaymentOutcome | null> {
  const { payload } = req
  return inTransaction(req, async () => {
    const status = await lockOrder(req, orderId)
    if (!status) return null
    if (status !== 'pending' || state.state === 'open') {
      return { order: await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true, req }), became: null }
    }
    const paid = state.state === 'paid'
    const updated = await payload.update({
      collection: 'orders',
      id: orderId,
      data: paid
        ? { status: 'confirmed', payment: { paidAt: new Date().toISOString(), paymentIntentId: state.paymentIntentId } }
        : { status: 'cancelled' },
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (paid) await queueOrderConfirmation(req, updated)
    return { order: updated, became: paid ? 'confirmed' : 'cancelled' }
  })
}

export async function orderOfSession(payload: Payload, sessionId: string, req?: PayloadRequest): Promise<Order | null> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { 'payment.sessionId': { equals: sessionId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}
