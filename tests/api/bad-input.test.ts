import { describe, expect, it } from 'vitest'

import { request } from '../support/api.ts'

const cases: [string, number][] = [
  ['/api/phones?limit=-1', 400],
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
      details: ['Le paramètre « limit » doit être un entier entre 0 et 1000.', 'Le paramètre « depth » doit être un entier entre 0 et 3.'],
    })
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
