import type { Payload } from 'payload'
import type { Stripe } from 'stripe'

import { env } from '../lib/env.ts'
import { offlineGateway } from './offline-gateway.ts'
import type { PaymentGateway } from './payment-gateway.ts'
import { stripeClient, stripeGateway } from './stripe-gateway.ts'

let client: Stripe | null | undefined
let instance: PaymentGateway | undefined

/** The Stripe SDK when STRIPE_SECRET_KEY is set (webhooks are checked with it), else null. */
export function configuredStripe(): Stripe | null {
  const { STRIPE_SECRET_KEY, STRIPE_API_BASE } = env()
  client ??= STRIPE_SECRET_KEY ? stripeClient({ secretKey: STRIPE_SECRET_KEY, apiBase: STRIPE_API_BASE }) : null
  return client
}

/** Stripe when configured, else the offline test payment (refused in production by lib/env.ts). */
export function paymentGateway(payload: Payload): PaymentGateway {
  const stripe = configuredStripe()
  instance ??= stripe ? stripeGateway(stripe) : offlineGateway(payload, env().PUBLIC_URL)
  return instance
}
