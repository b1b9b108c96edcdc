import { type Payload, ValidationError } from 'payload'

import { splitName } from '@shop/domain/names'
import { orderMessages, type CreatePaymentAnswer, type CreatePaymentBody } from '@shop/domain/orders'
import { paths } from '@shop/domain/paths'
import { vatIncluded } from '@shop/domain/vat'

import { HttpError } from '../http/http-error.ts'
import { env } from '../lib/env.ts'
import { paymentGateway } from '../payments/gateway.ts'
import { checkOrderPhotos } from './check-photos.ts'
import { nextOrderNumber } from './order-numbers.ts'
import { priceOrderLines } from './priced-order.ts'

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
 * The order's customer: the signed-in one; else the account that has this e-mail, linked but never
 * changed (an anonymous caller cannot touch an existing account); else a new record from the order
 * form, without a password, that its owner can claim later with a reset link. Two checkouts with a
 * new address at once: the unique index lets one create it and the other finds it.
 */
async function customerFor(payload: Payload, body: CreatePaymentBody, signedInId: number | null): Promise<number | null> {
  if (signedInId !== null) return signedInId
  const { customerInfo } = body
  const existing = async () => {
    const { docs } = await payload.find({
      collection: 'customers',
      where: { email: { equals: customerInfo.email } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const found = docs[0]
    return found ? (found.anonymisedAt ? null : found.id) : undefined
  }
  const found = await existing()
  if (found !== undefined) return found
  try {
    const created = await payload.create({
      collection: 'customers',
      data: {
        email: customerInfo.email,
        ...splitName(customerInfo.name),
        phone: customerInfo.phone || null,
        address: { street: customerInfo.address, city: customerInfo.city, postalCode: customerInfo.postalCode, country: 'France' },
        createdVia: 'order_form',
      },
      overrideAccess: true,
    })
    return created.id
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    return (await existing()) ?? null
  }
}

/**
 * POST /api/create-payment: prices the cart on the server, writes the order `pending` with its
 * lines in one transaction, then opens the payment page for exactly that amount. When the payment
 * side cannot be reached, the order is cancelled at once (nothing half-created stays pending).
 */
export async function placeOrder(payload: Payload, body: CreatePaymentBody, signedInId: number | null): Promise<CreatePaymentAnswer> {
  const publicUrl = env().PUBLIC_URL
  const successUrl = ownUrl(body.successUrl, publicUrl)
  const cancelUrl = ownUrl(body.cancelUrl, publicUrl)
  const { lines, totalCents } = await priceOrderLines(payload, body.items)
  await checkOrderPhotos(payload, lines, signedInId)

  const orderNumber = await nextOrderNumber(payload)
  const gateway = paymentGateway(payload)
  const vat = vatIncluded(totalCents)
  const customer = await customerFor(payload, body, signedInId)
  const { customerInfo } = body
  // One Local API create is one transaction: the order and its lines are written together or not at all.
  const order = await payload.create({
    collection: 'orders',
    data: {
      orderNumber,
      status: 'pending',
      customer,
      name: customerInfo.name,
      email: customerInfo.email,
      phone: customerInfo.phone || null,
      shippingAddress: { street: customerInfo.address, postalCode: customerInfo.postalCode, city: customerInfo.city, country: 'France' },
      notes: customerInfo.notes || null,
      lines,
      subtotalCents: totalCents,
      shippingCents: 0,
      totalCents,
      htCents: vat.htCents,
      vatCents: vat.vatCents,
      vatRatePercent: vat.ratePercent,
      termsAcceptedAt: new Date().toISOString(),
      payment: { provider: gateway.provider },
    },
    depth: 0,
    overrideAccess: true,
  })

  const orderId = String(order.id)
  successUrl.search = ''
  successUrl.pathname = paths.success
  const checkout = await gateway
    .createCheckout({
      orderId,
      orderNumber,
      email: order.email,
      lines: lines.map((line) => ({ name: line.productName, unitCents: line.unitCents, quantity: line.quantity })),
      // Stripe puts the session id in place of its template; the offline page builds its own.
      successUrl: `${successUrl.href}?session_id={CHECKOUT_SESSION_ID}&order_id=${orderId}`,
      cancelUrl: cancelUrl.href,
    })
    .catch(async (error: unknown) => {
      payload.logger.error({ err: error, msg: `checkout session for order ${orderNumber} failed` })
      await payload.update({ collection: 'orders', id: order.id, data: { status: 'cancelled' }, overrideAccess: true })
      throw new HttpError(503, orderMessages.paymentUnavailable, { retryAfter: 10 })
    })
  await payload.update({ collection: 'orders', id: order.id, data: { payment: { sessionId: checkout.sessionId } }, overrideAccess: true })
  return { url: checkout.url, orderId, orderNumber }
}
