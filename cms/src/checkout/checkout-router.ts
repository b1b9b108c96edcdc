import { type RequestHandler, Router } from 'express'
import type { Payload } from 'payload'

import {
  confirmationLinkHours,
  confirmOrderBodySchema,
  createPaymentBodySchema,
  formValidationBodySchema,
  orderMessages,
} from '@shop/domain/orders'
import { paths } from '@shop/domain/paths'

import { sessionOf } from '../auth/request-session.ts'
import { countAttempt } from '../security/rate-limit.ts'
import { clientKeyOf } from '../http/client-key.ts'
import { bodyOf } from '../http/express-body.ts'
import { HttpError } from '../http/http-error.ts'
import { keyedTrackingPath } from '../orders/order-tracking-key.ts'
import { toConfirmedOrder } from '../orders/order-wire.ts'
import { CheckoutAttempt } from './checkout-attempt.ts'
import { placeOrder } from './place-order.ts'
import { applyPaymentOutcome } from './payment-outcome.ts'
import { orderOfSession } from '../orders/order-rows.ts'
import type { Order } from '../payload-types.ts'
import { orderAdapter } from '../payments/adapters.ts'
import { abandonCheckout } from './close-checkout.ts'
import { env } from '../lib/env.ts'
import { holdBackGuesses } from '../promotions/promo-code-guesses.ts'
import { assertSellerNamed } from '../legal-documents/seller.ts'
import { jsonBody } from '../http/body-readers.ts'

/** POST /api/form-validation {formType:'order', formData}: the order form checked by the server before paying. */
function formValidationHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    await countAttempt(payload, [{ scope: 'form-validation-ip', key: clientKeyOf(req), max: 60 }])
    bodyOf(req, formValidationBodySchema, orderMessages.validationFailed)
    res.json({ success: true })
  }
}

/**
 * POST /api/create-payment: the order, priced here, and its payment page. A signed-in caller's
 * order is theirs; the answer is the page to send the browser to. Every request counts against
 * its client's limit, whether it goes ahead or is refused.
 */
function createPaymentHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    const attempt = new CheckoutAttempt(payload, { scope: 'checkout-ip', key: clientKeyOf(req), max: 30 })
    try {
      const body = bodyOf(req, createPaymentBodySchema, orderMessages.validationFailed)
      // Refused for an unknown code, a checkout would tell codes apart as a quote would.
      if (body.promoCode !== undefined) await holdBackGuesses(payload, clientKeyOf(req), body.promoCode)
      await assertSellerNamed(payload)
      const session = await sessionOf(payload, req)
      res.setHeader('Cache-Control', 'no-store')
      res.json(await placeOrder(payload, body, session, attempt))
    } catch (error) {
      await attempt.countUnlessCounted()
      throw error
    }
  }
}

/** Whether /success's link still answers: fresh from the payment page, not a lasting key to the order. */
function isFresh(order: Order, now = Date.now()): boolean {
  return now - Date.parse(order.createdAt) <= confirmationLinkHours * 60 * 60 * 1000
}

/**
 * POST /api/confirm-order {sessionId}, from /success: asks the payment side, records what it says
 * (the webhook may have done it already: then nothing changes) and answers the order. The payment
 * session's id (long, random, only ever in the payer's return URL) is the proof, signed in or not;
 * a stale or unknown one gets the same 404.
 */
function confirmOrderHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    await countAttempt(payload, [{ scope: 'confirm-order-ip', key: clientKeyOf(req), max: 60 }])
    const { sessionId } = bodyOf(req, confirmOrderBodySchema, orderMessages.paymentSessionUnknown)
    const order = await orderOfSession(payload, sessionId)
    if (!order || !isFresh(order)) throw new HttpError(404, orderMessages.paymentSessionUnknown)

    const state = await orderAdapter(payload, order).readCheckout(sessionId)
    if (!state) throw new HttpError(404, orderMessages.paymentSessionUnknown)
    const outcome = await applyPaymentOutcome(payload, state, { orderId: order.id })
    const current = outcome?.order ?? order
    res.setHeader('Cache-Control', 'no-store')
    res.json({ success: true, order: toConfirmedOrder(current, keyedTrackingPath(payload.secret, current)) })
  }
}

/** The shop's page a buyer left for the payment page, or /commande when it is not one of the shop's. */
function backTo(value: unknown, publicUrl: string): string {
  const fallback = new URL(paths.checkout, publicUrl).href
  if (typeof value !== 'string') return fallback
  try {
    return new URL(value).origin === new URL(publicUrl).origin ? value : fallback
  } catch {
    return fallback
  }
}

/**
 * GET /api/payment-cancelled?order=…&key=…&back=…: where the payment page sends a buyer who goes
 * back to the shop without paying (close-checkout.ts). The page is closed on the way, so that it
 * holds nothing more (a limited code's use); the buyer lands on the page they left even when the
 * payment side cannot be reached (the page then ends at its expiry). A key that is not the
 * order's closes nothing.
 */
function paymentCancelledHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    const { order, key } = req.query
    const known =
      typeof order === 'string' &&
      typeof key === 'string' &&
      (await abandonCheckout(payload, order, key).catch((error: unknown) => {
        payload.logger.error({ err: error, msg: `payment page of order ${order} not closed on the buyer's return` })
        return true
      }))
    if (!known) throw new HttpError(404, orderMessages.paymentSessionUnknown)
    res.setHeader('Cache-Control', 'no-store')
    res.redirect(303, backTo(req.query.back, env().PUBLIC_URL))
  }
}

/** The order form checked, the order placed and priced, then confirmed on the way back from paying, or its page closed. */
export function checkoutRouter(payload: Payload): Router {
  return Router()
    .post('/api/form-validation', jsonBody, formValidationHandler(payload))
    .post('/api/create-payment', jsonBody, createPaymentHandler(payload))
    .post('/api/confirm-order', jsonBody, confirmOrderHandler(payload))
    .get('/api/payment-cancelled', paymentCancelledHandler(payload))
}
