import { randomBytes } from 'node:crypto'

import { and, eq, isNull, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { paymentProviderLabels } from '@shop/domain/payment-providers'

import { dbOf } from '../../database/db.ts'
import { orders } from '../../database/payload-schema.ts'
import { orderOfSession } from '../../orders/order-rows.ts'
import type { Order } from '../../payload-types.ts'
import type { PaymentAdapter } from '../payment-adapter.ts'
import { offlinePagePath, offlinePageRouter, offlineSessionPrefix } from './offline-page-router.ts'

/** Whether an unpaid order's test page still takes payments: until the end the order was given, as Stripe's would. */
const pageOpen = (order: Order, now: Date) =>
  order.status === 'pending' && (!order.payment?.pageExpiresAt || new Date(order.payment.pageExpiresAt) > now)

/**
 * Test payments without Stripe keys (development, demos): the "payment page" is the shop's own
 * (./offline-page-router.ts), marked as a test, and what it records lives on the order itself,
 * its end included: past it, or once closed, the page is over like an expired Stripe one.
 * New checkouts come here only without Stripe keys, which the configuration refuses in production
 * (lib/env.ts).
 */
export function offlineAdapter(payload: Payload, publicUrl: string): PaymentAdapter {
  const adapter: PaymentAdapter = {
    name: 'offline',
    label: paymentProviderLabels.offline.name,
    enabled: true,
    async createCheckout() {
      const sessionId = `${offlineSessionPrefix}${randomBytes(24).toString('base64url')}`
      return { sessionId, url: `${publicUrl}${offlinePagePath}?session=${sessionId}` }
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
      const db = await dbOf(payload)
      await db
        .update(orders)
        .set({ payment_pageExpiresAt: sql`now()` })
        .where(and(eq(orders.payment_sessionId, sessionId), eq(orders.status, 'pending'), isNull(orders.payment_paidAt)))
    },
    // The test page pays whatever is announced: nothing to check against.
    async offeredPaymentMethods() {
      return null
    },
    async refund(_paymentIntentId, _amountCents, idempotencyKey) {
      return { refundId: `${offlineSessionPrefix}re_${idempotencyKey}` }
    },
    router: (news) => offlinePageRouter(payload, adapter, news),
    pageOrigins: { connect: [], formAction: [] },
  }
  return adapter
}
