import { Stripe } from 'stripe'

import { paymentMethodIds } from '@shop/domain/payment-methods'
import { paymentProviderLabels } from '@shop/domain/payment-providers'

import type { PaymentAdapter } from '../payment-adapter.ts'
import { checkoutStateOf } from './checkout-state.ts'
import { stripeKeys } from './stripe-keys.ts'
import { stripeWebhookRouter } from './webhook-router.ts'

type StripeOptions = { secretKey: string; apiBase?: string }

/** Stripe's own SDK; `apiBase` points it elsewhere than api.stripe.com (the tests' fake Stripe). */
function stripeClient({ secretKey, apiBase }: StripeOptions): Stripe {
  const base = apiBase ? new URL(apiBase) : null
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  })
}

/**
 * Stripe Checkout, with the SDK when STRIPE_SECRET_KEY is set (its webhook is checked with it too).
 * Without keys it takes no new checkout, and an order placed with it while keys were set cannot be
 * settled: its operations fail rather than pretend.
 */
export function stripeAdapter(): PaymentAdapter {
  const { STRIPE_SECRET_KEY, STRIPE_API_BASE } = stripeKeys()
  const client = STRIPE_SECRET_KEY ? stripeClient({ secretKey: STRIPE_SECRET_KEY, apiBase: STRIPE_API_BASE }) : null
  const configured = () => {
    if (!client) throw new Error('Stripe is not configured (STRIPE_SECRET_KEY)')
    return client
  }
  return {
    name: 'stripe',
    label: paymentProviderLabels.stripe.name,
    enabled: client !== null,
    async createCheckout(request) {
      const stripe = configured()
      // A promo code's discount is a coupon of that amount for this checkout alone: Stripe shows
      // it as such and takes it off the lines, which keep their prices (invoices show both).
      const coupon = request.discount
        ? await stripe.coupons.create(
            {
              amount_off: request.discount.cents,
              currency: 'eur',
              duration: 'once',
              max_redemptions: 1,
              name: request.discount.name.slice(0, 40),
            },
            { idempotencyKey: `coupon-${request.orderId}` },
          )
        : null
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          locale: 'fr',
          customer_email: request.email,
          client_reference_id: request.orderId,
          metadata: { orderId: request.orderId, orderNumber: request.orderNumber },
          payment_intent_data: { metadata: { orderId: request.orderId, orderNumber: request.orderNumber } },
          line_items: request.lines.map((line) => ({
            quantity: line.quantity,
            price_data: { currency: 'eur', unit_amount: line.unitCents, product_data: { name: line.name } },
          })),
          // One option, the mode chosen at /commande: the payment page cannot switch to another price.
          shipping_options: [
            {
              shipping_rate_data: {
                type: 'fixed_amount',
                display_name: request.shipping.name,
                fixed_amount: { amount: request.shipping.cents, currency: 'eur' },
                delivery_estimate: {
                  minimum: { unit: 'business_day', value: request.shipping.minDays },
                  maximum: { unit: 'business_day', value: request.shipping.maxDays },
                },
              },
            },
          ],
          ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
          // Stripe puts the session's id in place of its template.
          success_url: request.successUrl('{CHECKOUT_SESSION_ID}'),
          cancel_url: request.cancelUrl,
          // Rounded down: the page closes no later than the order says.
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
        },
        // A retried request (network failure) must not open a second payment for the same order.
        { idempotencyKey: `checkout-${request.orderId}` },
      )
      if (!session.url) throw new Error(`Stripe checkout session ${session.id} has no url`)
      return { sessionId: session.id, url: session.url }
    },
    async readCheckout(sessionId) {
      try {
        return checkoutStateOf(await configured().checkout.sessions.retrieve(sessionId))
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null
        throw error
      }
    },
    async expireCheckout(sessionId) {
      await configured().checkout.sessions.expire(sessionId)
    },
    async offeredPaymentMethods() {
      // Checkout without payment_method_types offers what the account's default configuration makes available.
      const { data } = await configured().paymentMethodConfigurations.list({ limit: 100 })
      const configuration =
        data.find((candidate) => candidate.is_default) ?? data.find((candidate) => candidate.active && !candidate.parent)
      if (!configuration) return null
      return paymentMethodIds.filter((method) => configuration[method]?.available === true)
    },
    async refund(paymentIntentId, amountCents, idempotencyKey) {
      const refund = await configured().refunds.create({ payment_intent: paymentIntentId, amount: amountCents }, { idempotencyKey })
      return { refundId: refund.id }
    },
    router: (news) => stripeWebhookRouter(client, news),
    pageOrigins: { connect: ['https://api.stripe.com'], formAction: ['https://checkout.stripe.com'] },
  }
}
