import { describe, expect, it } from 'vitest'

import { assistantMessages } from '@shop/domain/assistant'

import { adminToken, authHeaders, jsonInit, request } from '../support/api.ts'

const ask = (question: string) => request(`/api/assistant?q=${encodeURIComponent(question)}`)

describe('GET /api/assistant', () => {
  it('answers a withdrawal question with the FAQ entry and its page', async () => {
    const res = await ask('délai de rétractation')
    expect(res.status).toBe(200)
    expect(res.body.fallback).toBe(false)
    expect(res.body.answers[0]).toMatchObject({ kind: 'faq', title: 'Quel est le délai pour me rétracter ?', link: '/retractation' })
    expect(res.body.answers[0].text).toContain('14 jours')
  })

  it('answers a device question with the model page first', async () => {
    const res = await ask('protection pour iPhone 15')
    expect(res.status).toBe(200)
    expect(res.body.answers[0]).toMatchObject({ kind: 'product', title: 'Apple iPhone 15', link: '/telephones/apple-iphone-15' })
    expect(res.body.answers[0].text).toMatch(/^À partir de 15,00\s€/)
  })

  it('is indifferent to accents and case', async () => {
    const res = await ask('DELAI RETRACTATION')
    expect(res.body.answers[0].title).toBe('Quel est le délai pour me rétracter ?')
  })

  it('offers the contact form when nothing answers', async () => {
    const res = await ask('recette de la tarte tatin')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ answers: [], fallback: true })
  })

  it('follows what staff publish', async () => {
    const question = `Acceptez-vous les paiements en zlotys ${Date.now()} ?`
    const created = await request(
      '/api/faqs',
      jsonInit(
        'POST',
        { page: 'faq', category: 'commande-livraison', question, answer: 'Non, en euros seulement.', position: 999, _status: 'published' },
        await adminToken(),
      ),
    )
    expect(created.status).toBe(201)
    const res = await ask('paiement en zlotys')
    expect(res.body.answers[0]).toMatchObject({ kind: 'faq', title: question, link: '/faq' })
    await request(`/api/faqs/${created.body.doc.id}`, { method: 'DELETE', ...authHeaders(await adminToken()) })
    expect((await ask('paiement en zlotys')).body.answers.some((answer: { title: string }) => answer.title === question)).toBe(false)
  })

  it('refuses an empty or overlong question with a French 400', async () => {
    const empty = await request('/api/assistant?q=%20')
    expect(empty.status).toBe(400)
    expect(empty.body.error).toBe(assistantMessages.questionRequired)
    const long = await ask('a'.repeat(201))
    expect(long.status).toBe(400)
    expect(long.body.error).toBe(assistantMessages.questionTooLong)
    expect((await request('/api/assistant?q[a]=1')).status).toBe(400)
    expect((await ask('\u0000')).status).toBe(400)
  })
})
