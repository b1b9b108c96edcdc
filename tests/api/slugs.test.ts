import { beforeAll, describe, expect, it } from 'vitest'

import { phoneData } from '@shop/seed/factories'

import { adminToken, jsonInit, request, sql } from '../support/api.ts'

describe('slugs', () => {
  let token: string
  beforeAll(async () => {
    token = await adminToken()
  })

  it('are generated from the name', async () => {
    const data = phoneData({ name: `Testphone Écran Été ${Date.now()}` })
    const res = await request('/api/phones?draft=true', jsonInit('POST', { ...data, _status: 'draft' }, token))
    expect(res.status).toBe(201)
    expect(res.body.doc.slug).toMatch(/^testphone-ecran-ete-\d+$/)
  })

  it('are unique: a second model with the same slug is refused and not stored', async () => {
    const data = phoneData()
    const first = await request('/api/phones?draft=true', jsonInit('POST', { ...data, _status: 'draft' }, token))
    expect(first.status).toBe(201)
    const second = await request('/api/phones?draft=true', jsonInit('POST', { ...data, _status: 'draft' }, token))
    expect(second.status).toBe(400)
    expect(second.body.errors[0].data.errors[0].path).toBe('slug')
    const rows = await sql('select count(*)::int as total from phones where slug = $1', [first.body.doc.slug])
    expect(rows[0].total).toBe(1)
  })

  it('refuse characters that do not belong in a URL, with a French message', async () => {
    // Published documents are validated (Payload skips validation of drafts).
    const res = await request('/api/phones', jsonInit('POST', { ...phoneData(), slug: 'Pas Bon!' }, token))
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain('Le slug ne peut contenir que des minuscules, des chiffres et des tirets.')
  })
})
