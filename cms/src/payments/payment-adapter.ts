import type { Router } from 'express'
import type { PayloadRequest } from 'payload'

import type { PaymentMethodId } from '@shop/domain/payment-methods'
import type { PaymentProvider } from '@shop/domain/payment-providers'

import type { Order } from '../payload-types.ts'

/** The sale as the payment page shows it: amounts in cents, TTC. */
type CheckoutRequest = {
  orderId: string
  orderNumber: string
  email: string
  lines: { name: string; unitCents: number; quantity: number }[]
  /** A promo code's discount on the lines, shown and taken off by the payment page. */
  discount: { name: string; cents: number } | null
  /** The delivery mode charged, its delay in working days (the payment page shows it as the shipping line). */
  shipping: { name: string; cents: number; minDays: number; maxDays: number }
  /** Where a payment brings the buyer back, given the checkout's session id (or the payment page's stand-in for it). */
  successUrl: (sessionId: string) => string
  cancelUrl: string
  /** When the page stops taking payments (the order keeps it: a limited promo code's use is held until then). */
  expiresAt: Date
}

type CheckoutSession = { sessionId: string; url: string }

/** What the payment side knows of a checkout: paid, still open, or over without payment. */
export type CheckoutState = {
  sessionId: string
  orderId: string | null
  state: 'paid' | 'open' | 'expired'
  paymentIntentId: string | null
}

/**
 * What the shop does with the news an adapter's doors bring, given to its router by the server:
 * the checkout's own handling (cms/src/checkout/payment-outcome.ts and close-checkout.ts), which
 * sits above this room.
 */
export type CheckoutNews = {
  /**
   * Records what the payment side says of a checkout, once. `alongside` is written first in the
   * same transaction (a webhook's event id): false means the news was applied already.
   */
  applyOutcome(
    state: CheckoutState | null,
    options: { orderId?: number; alongside?: (req: PayloadRequest) => Promise<boolean> },
  ): Promise<unknown>
  /** Closes an unpaid order's payment page and records what the payment side then says. */
  closeCheckout(order: Order, sessionId: string): Promise<unknown>
}

/**
 * One way to pay, in the shape of Payload's ecommerce plugin: it opens a checkout for an order,
 * reads and closes it, refunds, and serves its own doors (a webhook, a payment page). The shop
 * lists them in ./adapters.ts; an order records the one it was placed with (`payment.provider`),
 * and every later operation on it goes to that one.
 */
export type PaymentAdapter = {
  name: PaymentProvider
  label: string
  /** Whether the configuration lets new checkouts use it (Stripe: its keys are set). */
  enabled: boolean
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>
  readCheckout(sessionId: string): Promise<CheckoutState | null>
  expireCheckout(sessionId: string): Promise<void>
  /** The methods the payment page offers (Stripe: its default payment method configuration); null when it cannot say. */
  offeredPaymentMethods(): Promise<PaymentMethodId[] | null>
  /** Refunds a paid checkout, in full or in part; the key makes a retried refund the same refund. */
  refund(paymentIntentId: string, amountCents: number, idempotencyKey: string): Promise<{ refundId: string }>
  /** Its doors under /api, mounted whichever adapter takes new checkouts: an order placed with it is still answered. */
  router(news: CheckoutNews): Router
  /** Where the storefront's pages may connect and post for its payment page (the content policy, server/security-headers.ts). */
  pageOrigins: { connect: readonly string[]; formAction: readonly string[] }
}
