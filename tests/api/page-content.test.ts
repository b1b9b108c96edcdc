import { randomBytes } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { pageContentMessages } from '@shop/domain/page-queries'

import { adminToken, jsonInit, request } from '../support/api.ts'

/** The number of SQL statements the request made (the suite's shop runs with SERVER_TIMING). */
const statementsOf = (headers: Headers) => Number(/sql;desc="(\d+)"/.exec(headers.get('server-timing') ?? '')?.[1] ?? Number.NaN)

const questionsOf = (body: { docs: { question: string }[] }) => body.docs.map((doc) => doc.question)

describe('GET /api/page-content/…: the texts a page shows, from the server’s cache', () => {
  it('answers what Payload’s REST API answers a visitor, the second time without a query', async () => {
    const pairs = [
      ['/api/page-content/social-links', '/api/globals/site-settings?depth=0&select[social]=true'],
      ['/api/page-content/popular-searches', '/api/globals/site-settings?depth=0&select[popularSearches]=true'],
      ['/api/page-content/category-pages', '/api/globals/category-pages?depth=1'],
      ['/api/page-content/service-page/warranty-page', '/api/globals/warranty-page?depth=0'],
      [
        '/api/page-content/legal-page/cookies',
        '/api/legal-pages?depth=0&limit=1&where[and][0][slug][equals]=cookies&where[and][1][_status][equals]=published',
      ],
    ] as const
    for (const [ours, payloads] of pairs) {
      const [answer, expected] = await Promise.all([request(ours), request(payloads)])
      expect(answer.status, ours).toBe(200)
      expect(expected.status, payloads).toBe(200)
      if ('docs' in expected.body) expect(answer.body.docs, ours).toEqual(expected.body.docs)
      else expect(answer.body, ours).toEqual(expected.body)
      const again = await request(ours)
      expect(again.body).toEqual(answer.body)
      expect(statementsOf(again.headers), ours).toBe(0)
    }
  })

  it('shows a publication at the next request, and never a draft', async () => {
    const token = await adminToken()
    const question = `Question de test ${randomBytes(4).toString('hex')} ?`
    const entry = { page: 'faq', category: 'installation', question, answer: 'Réponse de test.', position: 999 }
    const faq = async () => questionsOf((await request('/api/page-content/faqs/faq')).body)
    expect(await faq()).not.toContain(question)
    const draft = await request('/api/faqs?draft=true', jsonInit('POST', { ...entry, _status: 'draft' }, token))
    expect(draft.status).toBe(201)
    const id = draft.body.doc.id as number
    try {
      expect(await faq()).not.toContain(question)
      expect((await request(`/api/faqs/${id}`, jsonInit('PATCH', { _status: 'published' }, token))).status).toBe(200)
      expect(await faq()).toContain(question)
      // A draft of a published entry leaves the published text in place.
      const edited = `${question} (brouillon)`
      expect((await request(`/api/faqs/${id}?draft=true`, jsonInit('PATCH', { question: edited, _status: 'draft' }, token))).status).toBe(
        200,
      )
      expect(await faq()).toContain(question)
      expect(await faq()).not.toContain(edited)
      // Other pages' questions stay where they are.
      expect(questionsOf((await request('/api/page-content/faqs/garantie')).body)).not.toContain(question)
    } finally {
      await request(`/api/faqs/${id}`, { method: 'DELETE', headers: { Authorization: `JWT ${token}` } })
    }
    expect(await faq()).not.toContain(question)
  })

  it('answers 304 to a browser that has the text, and 404 in French for a text it does not hold', async () => {
    const first = await request('/api/page-content/contact-details')
    expect(first.status).toBe(200)
    const etag = first.headers.get('etag') ?? ''
    expect(etag).not.toBe('')
    expect((await request('/api/page-content/contact-details', { headers: { 'If-None-Match': etag } })).status).toBe(304)
    for (const path of [
      '/api/page-content/users',
      '/api/page-content/pricing',
      '/api/page-content/faqs',
      '/api/page-content/faqs/inconnue',
      '/api/page-content/legal-page/constructor',
      '/api/page-content/service-page/site-settings',
      '/api/page-content/social-links/instagram',
    ]) {
      const res = await request(path)
      expect([res.status, res.body], path).toEqual([404, { success: false, error: pageContentMessages.unknownContent }])
    }
  })
})
