import type { Payload } from 'payload'

import { env } from '../lib/env.ts'
import { offlineGateway } from './offline-gateway.ts'
import type { PaymentGateway } from './payment-gateway.ts'
import { stripeClient, stripeGateway } from './stripe-gateway.ts'

let instance: PaymentGateway | undefined

/** Stripe when configured, else the offline test payment (refused in production by lib/env.ts). */
export function paymentGateway(payload: Payload): PaymentGateway {
  const { STRIPE_SECRET_KEY, STRIPE_API_BASE, PUBLIC_URL } = env()
  instance ??= STRIPE_SECRET_KEY
    ? stripeGateway(stripeClient({ secretKey: STRIPE_SECRET_KEY, apiBase: STRIPE_API_BASE }))
    : offlineGateway(payload, PUBLIC_URL)
  return instance
}
