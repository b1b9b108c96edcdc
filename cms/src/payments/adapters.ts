import type { Payload } from 'payload'

import { env } from '../lib/env.ts'
import type { Order } from '../payload-types.ts'
import { offlineAdapter } from './offline/offline-adapter.ts'
import type { PaymentAdapter } from './payment-adapter.ts'
import { stripeAdapter } from './stripe/stripe-adapter.ts'

let adapters: readonly PaymentAdapter[] | undefined

/**
 * Every way to pay the shop knows, first the one new checkouts prefer. The server mounts the doors
 * of each, enabled or not, so that every order is answered by the way it was placed with.
 */
export function paymentAdapters(payload: Payload): readonly PaymentAdapter[] {
  adapters ??= [stripeAdapter(), offlineAdapter(payload, env().PUBLIC_URL)]
  return adapters
}

/** The way new checkouts pay: Stripe when its keys are set, else the offline test page (refused in production by ./stripe/stripe-keys.ts). */
export function checkoutAdapter(payload: Payload): PaymentAdapter {
  const adapter = paymentAdapters(payload).find((candidate) => candidate.enabled)
  if (!adapter) throw new Error('no way to pay is enabled')
  return adapter
}

/**
 * The way an order was placed with, which reads, closes and refunds its payment. Only an order
 * with a payment has one (a replacement sent for a claim has none).
 */
export function orderAdapter(payload: Payload, order: Order): PaymentAdapter {
  const provider = order.payment?.provider
  const adapter = paymentAdapters(payload).find((candidate) => candidate.name === provider)
  if (!adapter) throw new Error(`order ${order.orderNumber} has no way to pay (${provider ?? 'none'})`)
  return adapter
}
