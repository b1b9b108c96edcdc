import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { orderOfSession } from '../orders/order-rows.ts'
import type { Order } from '../payload-types.ts'
import type { PaymentGateway } from './payment-gateway.ts'

export const offlineSessionPrefix = 'offline_'

/** Whether an unpaid order's test page still takes payments: until the end the order was given, as Stripe's would. */
const pageOpen = (order: Order, now: Date) =>
  order.status === 'pending' && (!order.payment?.pageExpiresAt || new Date(order.payment.pageExpiresAt) > now)

/**
 * Test payments without Stripe keys (development, demos): the "payment page" is the shop's own
 * (server/routes/offline-payment.ts), marked as a test, and what it records lives on the order itself,
 * its end included: past it, or once closed, the page is over like an expired Stripe one.
 * The configuration refuses this mode in production (lib/env.ts).
 */
export function offlineGateway(payload: Payload, publicUrl: string): PaymentGateway {
  return {
    provider: 'offline',
    async createCheckout() {
      const sessionId = `${offlineSessionPrefix}${randomBytes(24).toString('base64url')}`
      return { sessionId, url: `${publicUrl}/api/offline-payment?session=${sessionId}` }
    },
    async readCheckout(sessionId) {
      const order = await orderOfSession(payload, sessionId)
      if (!order) return null
      const paid = Boolean(order.payment?.paidAt)
      return {
        sessionId,
        orderId: String(order.id),
        state: paid ? 'paid' : pageOpen(order, new Date()) ? 'open' : 'expired',
        paymentIntentId: paid ? `${offlineSessionPrefix}pi_${order.id}` : null,
      }
    },
    async expireCheckout(sessionId) {
      await payload.db.pool.query(
        `update orders set payment_page_expires_at = now()
         where payment_session_id = $1 and status = 'pending' and payment_paid_at is null`,
        [sessionId],
      )
    },
    // The test page pays whatever is announced: nothing to check against.
    async offeredPaymentMethods() {
      return null
    },
    async refund(_paymentIntentId, _amountCents, idempotencyKey) {
      return { refundId: `${offlineSessionPrefix}re_${idempotencyKey}` }
    },
  }
}
