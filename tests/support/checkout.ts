import sharp from 'sharp'
import { inject } from 'vitest'

import { customerData, uniqueClientIp } from '@shop/seed/factories'

import { request, sql } from './api.ts'

/** A published model's slug from the seeded catalogue. */
export async function publishedSlug(table: string, extra = ''): Promise<string> {
  const [row] = await sql(`select slug from "${table}" where _status = 'published' ${extra} order by id limit 1`)
  return row.slug as string
}

export function orderForm(overrides: Record<string, unknown> = {}) {
  const { firstName, lastName, email } = customerData()
  return {
    name: `${firstName} ${lastName}`,
    email,
    phone: '06 12 34 56 78',
    address: '3 quai du Port',
    city: 'Marseille',
    postalCode: '13002',
    notes: 'Sonner deux fois',
    ...overrides,
  }
}

export function checkoutBody(items: unknown[], overrides: Record<string, unknown> = {}) {
  const base = inject('baseUrl')
  return {
    items,
    customerInfo: orderForm(),
    termsAccepted: true,
    successUrl: `${base}/success`,
    cancelUrl: `${base}/commande`,
    ...overrides,
  }
}

/** POST /api/create-payment as one visitor of its own (own attempt counters); `signal` to give up on it. */
export function createPayment(body: unknown, token?: string, ip = uniqueClientIp(), signal?: AbortSignal) {
  return request('/api/create-payment', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal,
  })
}

/** A photo for a printed skin, as the configurators upload it. */
export async function uploadPhoto(purpose: 'device' | 'console', token?: string): Promise<string> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0c6c80' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png')
  form.append('purpose', purpose)
  const res = await request('/api/customer-photos', {
    method: 'POST',
    body: form,
    headers: { 'X-Forwarded-For': uniqueClientIp(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  })
  if (res.status !== 201) throw new Error(`photo: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.photo.id as string
}

/** The fake Stripe's view and controls (tests/fakes/fake-stripe.ts). */
export const fakeStripe = {
  async session(id: string) {
    return (await fetch(`${inject('stripeUrl')}/__fake/sessions/${id}`)).json()
  },
  async pay(id: string, { webhook = true } = {}) {
    const res = await fetch(`${inject('stripeUrl')}/__fake/sessions/${id}/pay?webhook=${webhook ? 1 : 0}`, { method: 'POST' })
    return (await res.json()) as { event: { id: string; type: string; payload: string; delivered: boolean } | null }
  },
  async event(id: string, type: string, { webhook = true } = {}) {
    const res = await fetch(`${inject('stripeUrl')}/__fake/sessions/${id}/event?type=${type}&webhook=${webhook ? 1 : 0}`, {
      method: 'POST',
    })
    return (await res.json()) as { event: { id: string; type: string; payload: string; delivered: boolean } }
  },
  async refunds(): Promise<{ payment_intent: string; amount: number }[]> {
    return (await fetch(`${inject('stripeUrl')}/__fake/refunds`)).json()
  },
  /** The session's `expires_at` reached: Stripe closes its page and sends `checkout.session.expired` (unless `webhook` is false). */
  async lapse(id: string, { webhook = true } = {}) {
    const res = await fetch(`${inject('stripeUrl')}/__fake/sessions/${id}/lapse?webhook=${webhook ? 1 : 0}`, { method: 'POST' })
    if (!res.ok) throw new Error(`lapse ${id}: ${res.status}`)
  },
  /** Stripe refuses to expire this session from now on, as while a payment is under way on its page. */
  async hold(id: string) {
    await fetch(`${inject('stripeUrl')}/__fake/sessions/${id}/hold`, { method: 'POST' })
  },
  async failNext(count: number) {
    await fetch(`${inject('stripeUrl')}/__fake/fail-next?count=${count}`, { method: 'POST' })
  },
  async webhookSecret(): Promise<string> {
    return ((await (await fetch(`${inject('stripeUrl')}/__fake/webhook-secret`)).json()) as { webhookSecret: string }).webhookSecret
  },
}

/** The Checkout Session id inside a payment page URL of the fake. */
export const sessionIdOf = (url: string) => new URL(url).pathname.split('/').pop() as string

export async function orderRow(orderId: string) {
  const [row] = await sql(
    `select order_number, status, total_cents::int, ht_cents::int, vat_cents::int, customer_id, email, payment_session_id, payment_paid_at, payment_refunded_at, confirmation_email_sent_at
     from orders where id = $1`,
    [Number(orderId)],
  )
  return row
}

/** Waits until the order reaches a status (webhooks and reconciliation act after the answer). */
export async function waitForStatus(orderId: string, status: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const row = await orderRow(orderId)
    if (row?.status === status) return row
    if (Date.now() > deadline) throw new Error(`commande ${orderId} : ${row?.status} au lieu de ${status}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
