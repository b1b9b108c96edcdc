import type { Payload } from 'payload'

import { checkoutPatienceMs, orderMessages, type CreatePaymentAnswer, type CreatePaymentBody } from '@shop/domain/orders'
import { paths } from '@shop/domain/paths'
import { vatIncluded } from '@shop/domain/vat'

import { provenBuyerOf } from '../auth/request-session.ts'
import type { ActiveSession } from '../auth/sessions.ts'
import { HttpError } from '../http/http-error.ts'
import { timedStep } from '../http/server-timing.ts'
import { env } from '../lib/env.ts'
import { checkoutAdapter } from '../payments/adapters.ts'
import type { CheckoutAttempt } from './checkout-attempt.ts'
import { checkOrderPhotos } from './check-photos.ts'
import { cancelReturnUrl } from './close-checkout.ts'
import { insertOrder } from './insert-order.ts'
import { priceOrder } from './priced-order.ts'

/** The browser names where to come back; only the shop's own origin is accepted (no open redirect). */
function ownUrl(value: string, publicUrl: string): URL {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new HttpError(400, orderMessages.foreignRedirect)
  }
  if (url.origin !== new URL(publicUrl).origin) throw new HttpError(400, orderMessages.foreignRedirect)
  return url
}

/**
 * POST /api/create-payment: prices the cart and its delivery on the server, opens the payment page
 * for exactly that amount (the delivery as its shipping line) and for checkoutPatienceMs, then
 * writes the order `pending` with its lines and the page's end in one statement. A buyer who
 * goes back from the page comes through the shop, which closes it (./close-checkout.ts). When the payment side cannot be reached, nothing is written
 * (the number taken is simply never used); when the write fails, the payment page is closed again.
 * The client's attempt is counted with the number, once the order is known to go ahead (./checkout-attempt.ts).
 */
export async function placeOrder(
  payload: Payload,
  body: CreatePaymentBody,
  session: ActiveSession | null,
  attempt: CheckoutAttempt,
): Promise<CreatePaymentAnswer> {
  const publicUrl = env().PUBLIC_URL
  // Checked like the cancel URL, but the page is always the shop's /success, with the ids it reads.
  ownUrl(body.successUrl, publicUrl)
  const cancelUrl = ownUrl(body.cancelUrl, publicUrl)
  const signedInId = session?.customer.id ?? null
  const buyer = provenBuyerOf(session)
  const priced = await priceOrder(payload, body.items, { deliveryMode: body.deliveryMode, promoCode: body.promoCode, buyer })
  const { lines, delivery, totalCents, promo } = priced
  await checkOrderPhotos(payload, lines, signedInId)

  const { id, orderNumber } = await attempt.orderIdentity()
  const orderId = String(id)
  const { customerInfo } = body
  const adapter = checkoutAdapter(payload)
  const pageExpiresAt = new Date(Date.now() + checkoutPatienceMs)
  // Timed apart in Server-Timing (`payment`): the one call of a checkout that leaves the shop.
  const checkout = await timedStep('payment', () =>
    adapter.createCheckout({
      orderId,
      orderNumber,
      email: customerInfo.email,
      lines: lines.map((line) => ({ name: line.productName, unitCents: line.unitCents, quantity: line.quantity })),
      discount: promo && priced.discountCents > 0 ? { name: promo.label, cents: priced.discountCents } : null,
      shipping: { name: delivery.name, cents: priced.shippingCents, minDays: delivery.minDays, maxDays: delivery.maxDays },
      successUrl: (sessionId) => `${new URL(paths.success, publicUrl).href}?session_id=${sessionId}&order_id=${orderId}`,
      cancelUrl: cancelReturnUrl(publicUrl, payload.secret, orderId, cancelUrl),
      expiresAt: pageExpiresAt,
    }),
  ).catch((error: unknown) => {
    payload.logger.error({ err: error, msg: `checkout session for order ${orderNumber} failed` })
    throw new HttpError(503, orderMessages.paymentUnavailable, { retryAfter: 10 })
  })

  const vat = vatIncluded(totalCents)
  await insertOrder(payload, {
    id,
    orderNumber,
    // Typed addresses prove nothing: without a session, the order is its address's proven owner's (insertOrder).
    signedInId,
    name: customerInfo.name,
    email: customerInfo.email,
    phone: customerInfo.phone || null,
    street: customerInfo.address,
    postalCode: customerInfo.postalCode,
    city: customerInfo.city,
    notes: customerInfo.notes || null,
    ...priced,
    buyer,
    htCents: vat.htCents,
    vatCents: vat.vatCents,
    vatRatePercent: vat.ratePercent,
    provider: adapter.name,
    sessionId: checkout.sessionId,
    pageExpiresAt,
  }).catch(async (error: unknown) => {
    await adapter.expireCheckout(checkout.sessionId).catch(() => undefined)
    throw error
  })
  return { url: checkout.url, orderId, orderNumber }
}
