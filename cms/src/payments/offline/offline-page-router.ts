import escapeHtml from 'escape-html'
import { type RequestHandler, Router } from 'express'
import type { Payload } from 'payload'

import { formatCents } from '@shop/domain/money'
import { orderMessages } from '@shop/domain/orders'
import { paths } from '@shop/domain/paths'

import { formBody } from '../../http/body-readers.ts'
import { HttpError } from '../../http/http-error.ts'
import { env } from '../../lib/env.ts'
import { orderOfSession } from '../../orders/order-rows.ts'
import type { Order } from '../../payload-types.ts'
import type { CheckoutNews, PaymentAdapter } from '../payment-adapter.ts'

export const offlineSessionPrefix = 'offline_'
export const offlinePagePath = '/api/offline-payment'

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
function offlinePaymentPageHandler(payload: Payload, adapter: PaymentAdapter, news: CheckoutNews): RequestHandler {
  return async (req, res) => {
    const sessionId = sessionParam(req.query.session)
    const order = await orderOfSession(payload, sessionId)
    if (!order || order.status !== 'pending') throw new HttpError(404, orderMessages.paymentSessionUnknown)
    await refuseClosedPage(adapter, news, order, sessionId)
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
<form method="post" action="${offlinePagePath}">
<input type="hidden" name="session" value="${escapeHtml(sessionId)}">
<button type="submit" name="action" value="pay">Payer (paiement de test)</button>
<button type="submit" name="action" value="cancel">Annuler et revenir à la boutique</button>
</form>
</body></html>`)
  }
}

/** A page past its end or closed takes no payment, as Stripe's: its order is cancelled (a limited code's use given back). */
async function refuseClosedPage(adapter: PaymentAdapter, news: CheckoutNews, order: Order, sessionId: string): Promise<void> {
  if ((await adapter.readCheckout(sessionId))?.state !== 'expired') return
  await news.closeCheckout(order, sessionId)
  throw new HttpError(409, orderMessages.paymentPageClosed)
}

/**
 * POST /api/offline-payment (form): records the test payment like a paid checkout, or, the buyer
 * going back to the order form, closes the page as a return from Stripe's does.
 */
function offlinePaymentHandler(payload: Payload, adapter: PaymentAdapter, news: CheckoutNews): RequestHandler {
  return async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    const sessionId = sessionParam(body.session)
    const order = await orderOfSession(payload, sessionId)
    if (!order) throw new HttpError(404, orderMessages.paymentSessionUnknown)
    const base = env().PUBLIC_URL
    if (body.action !== 'pay') {
      if (order.status === 'pending') await news.closeCheckout(order, sessionId)
      res.redirect(303, `${base}${paths.checkout}`)
      return
    }
    await refuseClosedPage(adapter, news, order, sessionId)
    const paid = { sessionId, orderId: String(order.id), state: 'paid', paymentIntentId: `${offlineSessionPrefix}pi_${order.id}` } as const
    await news.applyOutcome(paid, { orderId: order.id })
    res.redirect(303, `${base}${paths.success}?session_id=${encodeURIComponent(sessionId)}&order_id=${order.id}`)
  }
}

export function offlinePageRouter(payload: Payload, adapter: PaymentAdapter, news: CheckoutNews): Router {
  return Router()
    .get(offlinePagePath, offlinePaymentPageHandler(payload, adapter, news))
    .post(offlinePagePath, formBody, offlinePaymentHandler(payload, adapter, news))
}
