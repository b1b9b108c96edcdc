import { randomBytes } from 'node:crypto'

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { customerData, uniqueClientIp } from '@shop/seed/factories'

import { request, type JsonResponse } from '../support/api.ts'

/**
 * Enough runs to vary every shape of input, few enough to keep the suite fast; a failure is
 * reported as found (shrinking would replay hundreds of requests).
 */
const options = { numRuns: 30, endOnFailure: true }

/** Frames of a stack trace, source paths, module folders: none may reach a visitor. */
const leak = /\n\s+at |\bat [\w.<>]+ \(|\/work\/|node_modules|\.[cm]?[jt]s:\d+/

const oversized = fc.string({ minLength: 70_000, maxLength: 80_000, unit: 'binary' })

/** Any JSON, plus the endpoints' own field names with values of any type and any size. */
const body = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(
    fc.constantFrom(
      'action',
      'email',
      'password',
      'newPassword',
      'token',
      'firstName',
      'lastName',
      'clientId',
      'profileData',
      'clientData',
      'address',
      'items',
      'name',
      'subject',
      'message',
      'consent',
      'orderNumber',
      'orderId',
      'website',
    ),
    fc.oneof(
      fc.jsonValue(),
      fc.constantFrom('login', 'register', 'reset_password', 'confirm_reset', 'get', 'update', 'create_or_update'),
      oversized,
    ),
  ),
  fc.record({
    items: fc.array(
      fc.record({
        category: fc.oneof(fc.constantFrom('telephone', 'tablette', 'montre', 'console', 'ecran-auto'), fc.string()),
        productId: fc.oneof(fc.string(), fc.integer()),
        protection: fc.oneof(fc.string(), fc.jsonValue()),
        quantity: fc.oneof(fc.integer(), fc.double(), fc.string()),
      }),
      { maxLength: 60 },
    ),
  }),
)

const contentType = fc.constantFrom(
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=latin1',
)

/** Either the body serialised as JSON or any text at all (broken JSON, binary). */
const rawBody = fc.oneof(
  body.map((value) => JSON.stringify(value) ?? ''),
  fc.string({ unit: 'binary', maxLength: 2000 }),
)

function expectSafeAnswer(res: JsonResponse, what: string) {
  const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body)
  expect(res.status, `${what} → ${res.status} ${text.slice(0, 300)}`).toBeLessThan(500)
  expect(text, what).not.toMatch(leak)
  if (res.status >= 400) {
    expect(res.body, `${what} → ${text.slice(0, 300)}`).toMatchObject({ success: false, error: expect.any(String) })
    expect(res.body.error.length).toBeGreaterThan(0)
  }
}

/** One random visitor per request: the fuzz never fills an address's limits that other files count on. */
const from = () => ({ 'X-Forwarded-For': uniqueClientIp() })

describe('random input to our public endpoints never gives a 5xx, a stack trace or a non-contract refusal', () => {
  it.each([
    '/api/auth-validation',
    '/api/password-reset',
    '/api/client-management',
    '/api/profile-management?action=update-profile',
    '/api/profile-management?action=change-password',
    '/api/email-verification?action=confirm',
    '/api/email-verification?action=claim',
    '/api/cart/quote',
    '/api/form-validation',
    '/api/create-payment',
    '/api/confirm-order',
    '/api/get-client-orders?action=cancel',
    '/api/order-tracking',
    '/api/stripe-webhook',
    '/api/forms/contact',
    '/api/forms/warranty-claim',
    '/api/forms/newsletter',
    '/api/newsletter/confirm',
    '/api/newsletter/unsubscribe',
    '/api/withdrawals?action=summary',
    '/api/withdrawals?action=confirm',
    '/api/satisfaction',
  ])('POST %s', async (path) => {
    await fc.assert(
      fc.asyncProperty(rawBody, contentType, fc.option(fc.string({ maxLength: 80 })), async (data, type, token) => {
        const headers: Record<string, string> = { 'Content-Type': type, ...from() }
        if (token !== null) headers.Authorization = `Bearer ${token.replace(/[^\x20-\x7e]/g, '')}`
        const res = await request(path, { method: 'POST', headers, body: data })
        expectSafeAnswer(res, `POST ${path} ${data.slice(0, 120)}`)
      }),
      options,
    )
  })

  it.each(['/api/client-management', '/api/profile-management'])('GET %s?action=…', async (path) => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), async (action) => {
        const res = await request(`${path}?action=${encodeURIComponent(action)}`, { headers: from() })
        expectSafeAnswer(res, `GET ${path} ${action}`)
      }),
      options,
    )
  })

  it('GET /api/search', async () => {
    await fc.assert(
      fc.asyncProperty(
        // Up to a URL far over Node's 16 KB of headers, in characters `encodeURIComponent` accepts.
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.string({ minLength: 100, maxLength: 6000, unit: fc.constantFrom('a', ' ', '%', '&', 'é', '€', '漢', '😀', '\u0000') }),
        ),
        fc.string({ maxLength: 40 }),
        async (q, category) => {
          const res = await request(`/api/search?q=${encodeURIComponent(q)}&category=${encodeURIComponent(category)}`, { headers: from() })
          expectSafeAnswer(res, `GET /api/search ${q.slice(0, 80)} ${category}`)
        },
      ),
      options,
    )
  })

  it('GET /api/catalogue/…', async () => {
    const segment = fc.oneof(
      fc.constantFrom('telephone', 'phones', 'tablette', 'console', 'ecran-auto'),
      fc.string({ minLength: 1, maxLength: 200 }),
    )
    await fc.assert(
      fc.asyncProperty(segment, fc.option(fc.string({ minLength: 1, maxLength: 200 })), async (category, slug) => {
        const path = `/api/catalogue/${encodeURIComponent(category)}${slug === null ? '' : `/${encodeURIComponent(slug)}`}`
        const res = await request(path, { headers: from() })
        expectSafeAnswer(res, `GET ${path}`)
      }),
      options,
    )
  })

  it('POST /api/customer-photos', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 4000 }),
        fc.string({ maxLength: 100 }),
        fc.option(fc.string({ maxLength: 200 })),
        fc.constantFrom('file', 'fichier', 'file[]'),
        async (bytes, name, purpose, field) => {
          const form = new FormData()
          form.append(field, new Blob([bytes], { type: 'image/png' }), name || 'photo.png')
          if (purpose !== null) form.append('purpose', purpose)
          const res = await request('/api/customer-photos', { method: 'POST', body: form, headers: from() })
          expectSafeAnswer(res, `POST /api/customer-photos ${field} ${name}`)
        },
      ),
      options,
    )
  })
})

/** Fifty addresses of one /64 of its own: what one home or phone may rotate through. */
function oneNetwork(): string[] {
  const prefix = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`
  return Array.from({ length: 50 }, (_, n) => `${prefix}::${(n + 1).toString(16)}`)
}

describe('each per-client limit holds for 50 parallel requests from 50 addresses of one /64', () => {
  const unknownOrder = () => ({
    orderNumber: `MBP-01011999-${String(randomBytes(2).readUInt16BE(0) % 10_000).padStart(4, '0')}`,
    email: customerData().email,
  })
  const json = (body: unknown) => ({ 'Content-Type': 'application/json', body: JSON.stringify(body) })
  const limited: { path: string; limit: number; send: () => { 'Content-Type'?: string; body: string | FormData } }[] = [
    { path: '/api/order-tracking', limit: 20, send: () => json(unknownOrder()) },
    { path: '/api/withdrawals?action=summary', limit: 20, send: () => json(unknownOrder()) },
    { path: '/api/create-payment', limit: 30, send: () => json({}) },
    { path: '/api/forms/contact', limit: 5, send: () => json({}) },
    { path: '/api/customer-photos', limit: 30, send: () => ({ body: new FormData() }) },
    {
      path: '/api/auth-validation',
      limit: 10,
      send: () =>
        json({
          action: 'register',
          email: customerData().email,
          password: 'Verger-du-voisin-2026',
          firstName: 'Camille',
          lastName: 'Martin',
        }),
    },
  ]

  it.each(limited)('POST $path: $limit answered, the rest 429', async ({ path, limit, send }) => {
    const answers = await Promise.all(
      oneNetwork().map((ip) => {
        const { body, ...type } = send()
        return request(path, { method: 'POST', headers: { ...type, 'X-Forwarded-For': ip }, body })
      }),
    )
    const statuses = answers.map((res) => res.status)
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - limit)
    expect(statuses.filter((status) => status >= 500)).toEqual([])
  })
})
