import type { PaymentMethodId } from '@shop/domain/payment-methods'

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
  successUrl: string
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
 * The shop's one door to payments: Stripe Checkout (stripe-gateway.ts), or, without keys outside
 * production, the offline test payment (offline-gateway.ts). Operations never ask which.
 */
export type PaymentGateway = {
  provider: 'stripe' | 'offline'
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>
  readCheckout(sessionId: string): Promise<CheckoutState | null>
  expireCheckout(sessionId: string): Promise<void>
  /** The methods the payment page offers (Stripe: its default payment method configuration); null when it cannot say. */
  offeredPaymentMethods(): Promise<PaymentMethodId[] | null>
  /** Refunds a paid checkout in full; the key makes a retried refund the same refund. */
  refund(paymentIntentId: string, amountCents: number, idempotencyKey: string): Promise<{ refundId: string }>
}
