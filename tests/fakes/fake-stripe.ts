import { createHmac, randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import qs from 'qs'

/**
 * A local stand-in for the part of Stripe's API the shop uses, spoken to by the real `stripe` SDK
 * (pointed here with STRIPE_API_BASE): Checkout Sessions (create with line items, shipping
 * options and their end, `expires_at`, in Stripe's bounds; retrieve, expire), refunds, the account's payment method configuration, idempotency
 * keys, a hosted payment page, and webhook events signed as Stripe signs them.
 * Tests drive it over HTTP (`/__fake/…`), since they run in other processes than the one that
 * started it.
 */
export type FakeStripe = {
  apiBase: string
  secretKey: string
  webhookSecret: string
  /** Where events are delivered (the shop's /api/stripe-webhook, known once it has a port). */
  deliverTo: (url: string) => void
  stop: () => Promise<void>
}

type Session = {
  id: string
  object: 'checkout.session'
  mode: 'payment'
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid'
  amount_subtotal: number
  amount_total: number
  currency: 'eur'
  customer_email: string | null
  client_reference_id: string | null
  metadata: Record<string, string>
  payment_intent: string | null
  success_url: string
  cancel_url: string
  url: string | null
  created: number
  /** When Stripe closes the page by itself (`expires_at`: 30 minutes to 24 hours after its creation). */
  expires_at: number
  /** Stripe's shape: what discounts took off the lines, and the shipping, counted in `amount_total`. */
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number }
  /** Stripe's shape: the chosen rate (the first option) and its amount, counted in `amount_total`. */
  shipping_cost: { amount_subtotal: number; amount_tax: number; amount_total: number; shipping_rate: string } | null
  shipping_options: { shipping_amount: number; shipping_rate: string }[]
  line_items_for_tests: { name: string; quantity: number; unit_amount: number }[]
  /** What the shipping rates created with the session say (a Shipping Rate object, in Stripe). */
  shipping_rates_for_tests: ShippingRateData[]
}

type ShippingRateData = {
  type: 'fixed_amount'
  display_name: string
  fixed_amount: { amount: number; currency: string }
  delivery_estimate?: { minimum?: { unit: string; value: number }; maximum?: { unit: string; value: number } }
}

/** A coupon the shop created for one checkout (Stripe's Coupon object, amount_off only). */
type Coupon = {
  id: string
  object: 'coupon'
  amount_off: number
  currency: string
  duration: string
  max_redemptions: number | null
  name: string | null
  valid: boolean
}

type SentEvent = { id: string; type: string; payload: string; delivered: boolean }

/** The account's default configuration: cards and their wallets enabled, PayPal and Klarna not. */
const paymentMethodConfigurations = {
  object: 'list',
  url: '/v1/payment_method_configurations',
  has_more: false,
  data: [
    {
      id: 'pmc_default',
      object: 'payment_method_configuration',
      active: true,
      is_default: true,
      parent: null,
      livemode: false,
      name: 'Default',
      card: { available: true, display_preference: { overridable: true, preference: 'on', value: 'on' } },
      apple_pay: { available: true, display_preference: { overridable: true, preference: 'on', value: 'on' } },
      google_pay: { available: true, display_preference: { overridable: true, preference: 'on', value: 'on' } },
      paypal: { available: false, display_preference: { overridable: true, preference: 'off', value: 'off' } },
      klarna: { available: false, display_preference: { overridable: true, preference: 'off', value: 'off' } },
    },
  ],
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`
const now = () => Math.floor(Date.now() / 1000)

/** Stripe's scheme: `t=<unix>,v1=<HMAC-SHA256(secret, "<t>.<payload>")>`. */
export function signStripePayload(payload: string, secret: string, timestamp = now()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')
  return `t=${timestamp},v1=${signature}`
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`
  const sessions = new Map<string, Session>()
  const coupons = new Map<string, Coupon>()
  const refunds: Record<string, unknown>[] = []
  const idempotent = new Map<string, { status: number; body: unknown }>()
  const events: SentEvent[] = []
  let webhookUrl = ''
  let failuresLeft = 0
  /** Sessions whose expiry Stripe refuses for now (a payment under way on the page): they stay open. */
  const held = new Set<string>()
  let base = ''

  async function deliver(type: string, session: Session, send: boolean): Promise<SentEvent> {
    const { line_items_for_tests: _lines, shipping_rates_for_tests: _rates, ...object } = session
    const payload = JSON.stringify({ id: id('evt'), object: 'event', type, created: now(), livemode: false, data: { object } })
    const event: SentEvent = { id: JSON.parse(payload).id, type, payload, delivered: false }
    events.push(event)
    if (send && webhookUrl) {
      // A shop that is down (stopped, restarting) misses the event, as it would Stripe's: the
      // reconciliation is there for that; the fake must not fall over with it.
      const res = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signStripePayload(payload, webhookSecret) },
        body: payload,
      }).catch(() => null)
      event.delivered = res?.ok ?? false
    }
    return event
  }

  async function pay(session: Session, send: boolean): Promise<SentEvent | null> {
    if (session.status !== 'open') return null
    session.status = 'complete'
    session.payment_status = 'paid'
    session.payment_intent = id('pi')
    return deliver('checkout.session.completed', session, send)
  }

  function expire(session: Session): void {
    session.status = 'expired'
    session.url = null
  }

  const stripeError = (status: number, message: string) => ({
    status,
    body: { error: { type: 'invalid_request_error', message, code: status === 404 ? 'resource_missing' : undefined } },
  })

  function api(method: string, path: string, form: Record<string, unknown>): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/coupons') {
      const amountOff = Number(form.amount_off)
      if (!Number.isInteger(amountOff) || amountOff <= 0 || !form.currency) {
        return stripeError(400, 'A coupon needs a positive integer amount_off and its currency (percent_off is not used by the shop).')
      }
      if (typeof form.name === 'string' && form.name.length > 40) return stripeError(400, 'name: at most 40 characters.')
      const coupon: Coupon = {
        id: id('cpn'),
        object: 'coupon',
        amount_off: amountOff,
        currency: String(form.currency),
        duration: String(form.duration ?? 'once'),
        max_redemptions: form.max_redemptions === undefined ? null : Number(form.max_redemptions),
        name: typeof form.name === 'string' ? form.name : null,
        valid: true,
      }
      coupons.set(coupon.id, coupon)
      return { status: 200, body: coupon }
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const discounts = Object.values((form.discounts ?? {}) as Record<string, { coupon?: string }>)
      if (discounts.length > 1) return stripeError(400, 'discounts: only one discount per Checkout Session.')
      const coupon = discounts[0]?.coupon === undefined ? null : coupons.get(discounts[0].coupon)
      if (coupon === undefined) return stripeError(404, `No such coupon: '${discounts[0]?.coupon}'`)
      const lines = Object.values((form.line_items ?? {}) as Record<string, Record<string, unknown>>).map((line) => {
        const price = line.price_data as { unit_amount: string; product_data: { name: string } }
        return { name: price.product_data.name, quantity: Number(line.quantity), unit_amount: Number(price.unit_amount) }
      })
      if (lines.some((line) => !Number.isInteger(line.unit_amount) || line.unit_amount < 0)) {
        return stripeError(400, 'line_items[price_data][unit_amount]: must be a non-negative integer.')
      }
      // Stripe's `shipping_options[n][shipping_rate_data]`: up to five, the first one preselected.
      const options = Object.values((form.shipping_options ?? {}) as Record<string, { shipping_rate_data?: Record<string, unknown> }>)
      if (options.length > 5) return stripeError(400, 'shipping_options: at most 5 options.')
      const rates: ShippingRateData[] = []
      for (const option of options) {
        const data = option.shipping_rate_data as {
          type?: string
          display_name?: string
          fixed_amount?: { amount?: string; currency?: string }
        }
        const amount = Number(data?.fixed_amount?.amount)
        if (
          data?.type !== 'fixed_amount' ||
          !data.display_name ||
          !Number.isInteger(amount) ||
          amount < 0 ||
          !data.fixed_amount?.currency
        ) {
          return stripeError(
            400,
            'Invalid shipping_rate_data: type fixed_amount, display_name and fixed_amount[amount|currency] are required.',
          )
        }
        const estimate = option.shipping_rate_data?.delivery_estimate as Record<string, { unit: string; value: string }> | undefined
        const bound = (name: string) => (estimate?.[name] ? { unit: estimate[name].unit, value: Number(estimate[name].value) } : undefined)
        if (estimate && [bound('minimum'), bound('maximum')].some((value) => value && !(value.value > 0))) {
          return stripeError(400, 'delivery_estimate values must be greater than 0.')
        }
        rates.push({
          type: 'fixed_amount',
          display_name: data.display_name,
          fixed_amount: { amount, currency: data.fixed_amount.currency },
          ...(estimate ? { delivery_estimate: { minimum: bound('minimum'), maximum: bound('maximum') } } : {}),
        })
      }
      // Stripe's bounds for `expires_at`, and its default (24 hours) without one.
      const expiresAt = form.expires_at === undefined ? now() + 24 * 60 * 60 : Number(form.expires_at)
      if (!Number.isInteger(expiresAt) || expiresAt < now() + 30 * 60 || expiresAt > now() + 24 * 60 * 60) {
        return stripeError(400, 'expires_at: must be between 30 minutes and 24 hours after the Checkout Session is created.')
      }
      const shippingOptions = rates.map((rate) => ({ shipping_amount: rate.fixed_amount.amount, shipping_rate: id('shr') }))
      const chosen = shippingOptions[0]
      const subtotal = lines.reduce((sum, line) => sum + line.unit_amount * line.quantity, 0)
      // An amount_off coupon takes off the lines, never more than they cost, and not the shipping.
      const discount = Math.min(coupon?.amount_off ?? 0, subtotal)
      const sessionId = id('cs_test')
      const session: Session = {
        id: sessionId,
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        amount_subtotal: subtotal,
        amount_total: subtotal - discount + (chosen?.shipping_amount ?? 0),
        total_details: { amount_discount: discount, amount_shipping: chosen?.shipping_amount ?? 0, amount_tax: 0 },
        currency: 'eur',
        customer_email: (form.customer_email as string | undefined) ?? null,
        client_reference_id: (form.client_reference_id as string | undefined) ?? null,
        metadata: (form.metadata as Record<string, string> | undefined) ?? {},
        payment_intent: null,
        success_url: String(form.success_url),
        cancel_url: String(form.cancel_url),
        url: `${base}/pay/${sessionId}`,
        created: now(),
        expires_at: expiresAt,
        shipping_cost: chosen
          ? {
              amount_subtotal: chosen.shipping_amount,
              amount_tax: 0,
              amount_total: chosen.shipping_amount,
              shipping_rate: chosen.shipping_rate,
            }
          : null,
        shipping_options: shippingOptions,
        line_items_for_tests: lines,
        shipping_rates_for_tests: rates,
      }
      sessions.set(sessionId, session)
      return { status: 200, body: session }
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([\w-]+)(\/expire)?$/.exec(path)
    if (sessionMatch) {
      const session = sessions.get(sessionMatch[1] as string)
      if (!session) return stripeError(404, `No such checkout.session: '${sessionMatch[1]}'`)
      if (method === 'GET') return { status: 200, body: session }
      if (method === 'POST' && sessionMatch[2]) {
        if (session.status !== 'open') return stripeError(400, 'Only Checkout Sessions with a status in ["open"] can be expired.')
        if (held.has(session.id)) return stripeError(400, 'This Checkout Session cannot be expired while a payment is in progress.')
        expire(session)
        void deliver('checkout.session.expired', session, true)
        return { status: 200, body: session }
      }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const paid = [...sessions.values()].find((session) => session.payment_intent === form.payment_intent)
      if (!paid) return stripeError(404, `No such payment_intent: '${String(form.payment_intent)}'`)
      const refund = {
        id: id('re'),
        object: 'refund',
        amount: Number(form.amount ?? paid.amount_total),
        payment_intent: paid.payment_intent,
        status: 'succeeded',
      }
      refunds.push(refund)
      return { status: 200, body: refund }
    }
    if (method === 'GET' && path === '/v1/payment_method_configurations') return { status: 200, body: paymentMethodConfigurations }
    return stripeError(404, `Unrecognized request URL (${method}: ${path})`)
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      void handle(req, res, Buffer.concat(chunks).toString('utf8')).catch((error: Error) => {
        res.writeHead(500, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify({ error: { message: error.message } }))
      })
    })
  })

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': id('req') })
    res.end(JSON.stringify(body))
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, raw: string): Promise<void> {
    const url = new URL(req.url ?? '/', base)
    const path = url.pathname

    if (path.startsWith('/v1/')) {
      if (req.headers.authorization !== `Bearer ${secretKey}`)
        return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } })
      if (failuresLeft > 0) {
        failuresLeft--
        return send(res, 500, { error: { type: 'api_error', message: 'Fake outage' } })
      }
      const key = req.headers['idempotency-key']
      const cacheKey = typeof key === 'string' ? `${req.method} ${path} ${key}` : null
      const cached = cacheKey ? idempotent.get(cacheKey) : undefined
      const answer = cached ?? api(req.method ?? 'GET', path, qs.parse(raw) as Record<string, unknown>)
      if (cacheKey && !cached && answer.status < 500) idempotent.set(cacheKey, answer)
      return send(res, answer.status, answer.body)
    }

    // The hosted payment page a shopper's browser is sent to.
    const page = /^\/pay\/([\w-]+)$/.exec(path)
    if (page) {
      const session = sessions.get(page[1] as string)
      if (!session) return send(res, 404, { error: 'no such session' })
      if (req.method === 'POST') {
        await pay(session, true)
        res.writeHead(303, { Location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) })
        return void res.end()
      }
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      return void res.end(`<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Fake Stripe Checkout</title></head><body>
<h1>Paiement (faux Stripe)</h1><p>Montant : ${session.amount_total} centimes</p>
<form method="post"><button type="submit">Payer</button></form><a href="${session.cancel_url}">Annuler</a></body></html>`)
    }

    // Test controls.
    const control = /^\/__fake\/sessions\/([\w-]+)\/(pay|event|hold|lapse)$/.exec(path)
    if (control && req.method === 'POST') {
      const session = sessions.get(control[1] as string)
      if (!session) return send(res, 404, { error: 'no such session' })
      if (control[2] === 'hold') {
        held.add(session.id)
        return send(res, 200, { session })
      }
      const deliverNow = url.searchParams.get('webhook') !== '0'
      // Its `expires_at` reached: Stripe closes the page by itself and says so.
      if (control[2] === 'lapse') {
        if (session.status !== 'open') return send(res, 400, { error: 'session not open' })
        expire(session)
        return send(res, 200, { session, event: await deliver('checkout.session.expired', session, deliverNow) })
      }
      const event =
        control[2] === 'pay'
          ? await pay(session, deliverNow)
          : await deliver(url.searchParams.get('type') ?? 'checkout.session.completed', session, deliverNow)
      return send(res, 200, { session, event })
    }
    if (path.startsWith('/__fake/sessions/') && req.method === 'GET') {
      const session = sessions.get(path.slice('/__fake/sessions/'.length))
      return session ? send(res, 200, session) : send(res, 404, { error: 'no such session' })
    }
    if (path === '/__fake/events') return send(res, 200, events)
    if (path === '/__fake/refunds') return send(res, 200, refunds)
    if (path === '/__fake/fail-next' && req.method === 'POST') {
      failuresLeft = Number(url.searchParams.get('count') ?? '1')
      return send(res, 200, { failuresLeft })
    }
    if (path === '/__fake/webhook-secret') return send(res, 200, { webhookSecret })
    send(res, 404, { error: 'not found' })
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    apiBase: base,
    secretKey,
    webhookSecret,
    deliverTo: (url) => {
      webhookUrl = url
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
