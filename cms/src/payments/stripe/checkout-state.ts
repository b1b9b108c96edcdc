import type { Stripe } from 'stripe'

import type { CheckoutState } from '../payment-adapter.ts'

/** What a Checkout Session (retrieved, or inside a signed webhook event) says of its payment. */
export function checkoutStateOf(session: Stripe.Checkout.Session): CheckoutState {
  const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
  const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null)
  return {
    sessionId: session.id,
    orderId: session.metadata?.orderId ?? null,
    state: paid ? 'paid' : session.status === 'expired' ? 'expired' : 'open',
    paymentIntentId: paymentIntent,
  }
}
