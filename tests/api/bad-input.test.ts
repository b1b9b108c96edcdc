import { describe, expect, it } from 'vitest'

import { orderMessages } from '@shop/domain/orders'
import { uniqueClientIp } from '@shop/seed/factories'

import { request } from '../support/api.ts'
import { signedInCustomer, visitor } from '../support/customers.ts'

const cases: [string, number][] = [
  ['/api/phones?limit=-1', 400],
  ['/api/phones?limit=0', 400],
  ['/api/phones?pagination=false', 400],
  ['/api/phones?where[id][equals]=99999999999', 400],
  ['/api/phones?where[name][equals]=a%00b', 400],
  ['/api/phones?limit=abc', 400],
  ['/api/phones?limit[x]=1', 400],
  ['/api/phones?page=0', 400],
  ['/api/phones?depth=99', 400],
  ['/api/phones?where=abc', 400],
  ['/api/phones?where[nofield][equals]=1', 400],
  ['/api/phones?where[name][badop]=1', 400],
  ['/api/phones?where[slug][near]=1,2', 400],
  ['/api/phones?where[id][in]=a,b', 400],
  ['/api/phones?where[image][equals]=x', 400],
  ['/api/phones?where[name][equals][x]=1', 400],
  ['/api/phones?data=not-json', 400],
  ['/api/phones/abc', 404],
  ['/api/phones/99999999', 404],
  ['/api/phones/99999999999', 404],
  ['/api/invoices/99999999999/pdf', 404],
  ['/api/media/file/absent.webp', 404],
  ['/api/collection-inconnue', 404],
  ['/api/globals/inconnu', 404],
]

describe("Payload's REST with bad input", () => {
  it.each(cases)('%s → %i with a JSON error and no stack trace', async (path, status) => {
    const res = await request(path)
    expect(res.status).toBe(status)
    expect(res.headers.get('content-type')).toContain('application/json')
    const text = JSON.stringify(res.body)
    expect(text).not.toMatch(/\bat \S+ \(|node_modules|stack/i)
  })

  it('explains the problem in French in our envelope', async () => {
    const res = await request('/api/phones?limit=-1&depth=99')
    expect(res.body).toEqual({
      success: false,
      error: 'Paramètres de requête invalides.',
      details: ['Le paramètre « limit » doit être un entier entre 1 et 1000.', 'Le paramètre « depth » doit être un entier entre 0 et 3.'],
    })
  })

  it('reads only in pages: every document at once is refused in French', async () => {
    expect((await request('/api/phones?limit=0')).body.details).toEqual(['Le paramètre « limit » doit être un entier entre 1 et 1000.'])
    expect((await request('/api/phones?pagination=false')).body.details).toEqual([
      'Le paramètre « pagination » ne peut pas retirer la pagination : demandez les pages une à une.',
    ])
    const paged = await request('/api/phones?pagination=true&limit=2&depth=0')
    expect(paged.status).toBe(200)
    expect(paged.body.docs).toHaveLength(2)
  })

  it('refuses a NUL character, which PostgreSQL cannot store, in French wherever a body brings it', async () => {
    const nul = 'Le texte envoyé contient un caractère nul (U+0000), qui ne peut pas être enregistré.'
    const event = await visitor().post('/api/analytics/events', { type: 'search', term: 'ab\u0000', results: 1 })
    expect([event.status, event.body.error]).toEqual([400, nul])
    const signUp = await visitor().post('/api/auth-validation', {
      action: 'register',
      email: `nul.${Date.now()}@exemple.fr`,
      password: 'Verger-du-client-2026',
      firstName: 'Ca\u0000mille',
      lastName: 'Martin',
    })
    expect([signUp.status, signUp.body.error]).toEqual([400, nul])
    const urlencoded = await request('/api/forms/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': uniqueClientIp() },
      body: 'name=Camille&email=camille%40exemple.fr&subject=Question&message=Bonjour%00',
    })
    expect([urlencoded.status, urlencoded.body.error]).toEqual([400, nul])
    const multipart = new FormData()
    multipart.append('name', 'Cami\u0000lle')
    const claim = await request('/api/forms/warranty-claim', {
      method: 'POST',
      body: multipart,
      headers: { 'X-Forwarded-For': uniqueClientIp() },
    })
    expect([claim.status, claim.body.error]).toEqual([400, nul])
  })

  it('answers an id beyond any row as no row, not as a server error', async () => {
    const customer = await signedInCustomer()
    const cancel = await visitor().post('/api/get-client-orders?action=cancel', { orderId: '99999999999' }, customer.token)
    expect(cancel.status).toBe(400)
    expect(cancel.body.error).toBe(orderMessages.orderNotFound)
    const withdrawal = await visitor().post('/api/withdrawals?action=summary', { orderId: 99999999999 }, customer.token)
    expect(withdrawal.status).toBe(400)
    expect(withdrawal.body.error).toBe(orderMessages.orderNotFound)
  })

  it('still serves valid queries, JSON where included', async () => {
    const where = encodeURIComponent(JSON.stringify({ brand: { equals: 'Apple' } }))
    const res = await request(`/api/phones?where=${where}&limit=5&depth=0`)
    expect(res.status).toBe(200)
    expect(res.body.docs.length).toBeGreaterThan(0)
    expect(res.body.docs.every((doc: { brand: string }) => doc.brand === 'Apple')).toBe(true)
  })

  it('answers malformed JSON bodies with 400', async () => {
    const res = await request('/api/users/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{ pas du json',
    })
    expect(res.status).toBe(400)
  })
})
