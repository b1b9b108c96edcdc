import { sql } from '@payloadcms/db-postgres/drizzle'
import { type RequestHandler, Router } from 'express'
import type { Stripe } from 'stripe'

import { rawBody } from '../../http/body-readers.ts'
import { HttpError } from '../../http/http-error.ts'
import { dbOf } from '../../database/db.ts'
import { payment_events } from '../../database/payload-schema.ts'
import type { CheckoutNews, CheckoutState } from '../payment-adapter.ts'
import { checkoutStateOf } from './checkout-state.ts'
import { stripeKeys } from './stripe-keys.ts'

const stripeWebhookPath = '/api/stripe-webhook'

const signatureInvalid = 'Signature du webhook invalide'

/** The checkout events that move an order; every other event is acknowledged and ignored. */
function stateOf(event: Stripe.Event): CheckoutState | null {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      const state = checkoutStateOf(event.data.object)
      // A failed asynchronous payment ends the checkout like an expiry does.
      return event.type === 'checkout.session.async_payment_failed' ? { ...state, state: 'expired' } : state
    }
    default:
      return null
  }
}

/**
 * POST /api/stripe-webhook: the event is believed only when Stripe's signature over the raw body
 * holds (`constructEvent`). Its id is recorded in the same transaction as its effect: a replay, a
 * duplicate or a retry after a crash finds it and changes nothing, and one that failed is not
 * recorded, so Stripe's retry applies it (./payment-events.ts). Out-of-order events cannot move an
 * order backwards (checkout/record-payment.ts only moves pending orders).
 */
function stripeWebhookHandler(stripe: Stripe | null, news: CheckoutNews): RequestHandler {
  return async (req, res) => {
    const secret = stripeKeys().STRIPE_WEBHOOK_SECRET
    if (!stripe || !secret) throw new HttpError(404, 'Paiement Stripe non configuré')
    let event: Stripe.Event
    try {
      event = stripe.webhooks.constructEvent(req.body as Buffer, req.get('stripe-signature') ?? '', secret)
    } catch {
      throw new HttpError(400, signatureInvalid)
    }
    await news.applyOutcome(stateOf(event), {
      alongside: async (req) => {
        const db = await dbOf(req)
        const recorded = await db
          .insert(payment_events)
          .values({ eventId: event.id, type: event.type, updatedAt: sql`now()`, createdAt: sql`now()` })
          .onConflictDoNothing({ target: payment_events.eventId })
          .returning({ id: payment_events.id })
        return recorded.length === 1
      },
    })
    res.json({ received: true })
  }
}

export function stripeWebhookRouter(stripe: Stripe | null, news: CheckoutNews): Router {
  // Stripe signs the exact bytes it sent: the body stays raw until the signature is checked.
  return Router().post(stripeWebhookPath, rawBody, stripeWebhookHandler(stripe, news))
}
