import escapeHtml from 'escape-html'
import { type RequestHandler, Router } from 'express'
import type { Payload } from 'payload'

import { formatCents } from '@shop/domain/money'
import { orderMessages } from '@shop/domain/orders'
import { paths } from '@shop/domain/paths'

import { HttpError } from '../../http/http-error.ts'
import { env } from '../../lib/env.ts'
import { applyPaymentOutcome } from '../../checkout/payment-outcome.ts'
import { closeCheckout } from '../../checkout/close-checkout.ts'
import { orderOfSession } from '../../orders/order-rows.ts'
import type { Order } from '../../payload-types.ts'
import { paymentGateway } from '../../payments/gateway.ts'
import { offlineSessionPrefix } from '../../payments/offline-gateway.ts'
import { formBody } from '../body-limits.ts'

function sessionParam(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith(offlineSessionPrefix) || value.length > 100) {
    throw new HttpError(404, orderMessages.paymentSessionUnknown)
  }
  return value
}

/**
 * GET /api/offline-payment?session=…: the payment page of the offline mode (no Stripe keys,
 * never in production), which says plainly that no money moves. Its two buttons post back here.
 */
function offlinePaymentPageHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    const sessionId = sessionParam(req.query.session)
    const order = await orderOfSession(payload, sessionId)
    if (!order || order.status !== 'pending') throw new HttpError(404, orderMessages.paymentSessionUnknown)
    await refuseClosedPage(payload, order, sessionId)
    const lines = order.lines
      .map((line) => `<li>${escapeHtml(line.productName)} × ${line.quantity} : ${escapeHtml(formatCents(line.totalCents))}</li>`)
      .join('')
    res.setHeader('Cache-Control', 'no-store')
    res.type('html').send(`<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Paiement de test – Ma Boutique Protection</title></head>
<body>
<h1>Paiement de test</h1>
<p><strong>Mode hors ligne : aucune carte n'est demandée et aucun argent n'est débité.</strong> La boutique n'a pas de clé Stripe ; ce mode est refusé en production.</p>
<h2>Commande ${escapeHtml(order.orderNumber)}</h2>
<ul>${lines}</ul>
<p>Total TTC : ${escapeHtml(formatCents(order.totalCents))}</p>
<form method="post" action="/api/offline-payment">
<input type="hidden" name="session" value="${escapeHtml(sessionId)}">
<button type="submit" name="action" value="pay">Payer (paiement de test)</button>
<button type="submit" name="action" value="cancel">Annuler et revenir à la boutique</button>
</form>
</body></html>`)
  }
}

/** A page past its end or closed takes no payment, as Stripe's: its order is cancelled (a limited code's use given back). */
async function refuseClosedPage(payload: Payload, order: Order, sessionId: string): Promise<void> {
  if ((await paymentGateway(payload).readCheckout(sessionId))?.state !== 'expired') return
  await closeCheckout(payload, order, sessionId)
  throw new HttpError(409, orderMessages.paymentPageClosed)
}

/**
 * POST /api/offline-payment (form): records the test payment like a paid checkout, or, the buyer
 * going back to the order form, closes the page as a return from Stripe's does.
 */
function offlinePaymentHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    const sessionId = sessionParam(body.session)
    const order = await orderOfSession(payload, sessionId)
    if (!order) throw new HttpError(404, orderMessages.paymentSessionUnknown)
    const base = env().PUBLIC_URL
    if (body.action !== 'pay') {
      if (order.status === 'pending') await closeCheckout(payload, order, sessionId)
      res.redirect(303, `${base}${paths.checkout}`)
      return
    }
    await refuseClosedPage(payload, order, sessionId)
    const paid = { sessionId, orderId: String(order.id), state: 'paid', paymentIntentId: `${offlineSessionPrefix}pi_${order.id}` } as const
    await applyPaymentOutcome(payload, paid, { orderId: order.id })
    res.redirect(303, `${base}${paths.success}?session_id=${encodeURIComponent(sessionId)}&order_id=${order.id}`)
  }
}

export function offlinePaymentRouter(payload: Payload): Router {
  return Router()
    .get('/api/offline-payment', offlinePaymentPageHandler(payload))
    .post('/api/offline-payment', formBody, offlinePaymentHandler(payload))
}
