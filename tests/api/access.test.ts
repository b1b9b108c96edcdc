import { beforeAll, describe, expect, it } from 'vitest'

import { phoneData, staffData } from '@shop/seed/factories'

import { adminToken, authHeaders, jsonInit, request, sql, staffLogin } from '../support/api.ts'

const forbidden = 'Vous n’êtes pas autorisé à effectuer cette action.'

describe('access rules', () => {
  let admin: string
  let editor: string

  beforeAll(async () => {
    admin = await adminToken()
    const editorData = staffData('editor')
    const created = await request('/api/users', jsonInit('POST', editorData, admin))
    expect(created.status).toBe(201)
    editor = await staffLogin(editorData.email, editorData.password)
  })

  it('lets the public read the catalogue, pricing and settings', async () => {
    for (const path of ['/api/phones?limit=1', '/api/globals/pricing', '/api/globals/site-settings', '/api/faqs?limit=1']) {
      expect((await request(path)).status, path).toBe(200)
    }
  })

  it('refuses anonymous writes with 403 and writes nothing', async () => {
    const data = phoneData()
    const res = await request('/api/phones', jsonInit('POST', data))
    expect(res.status).toBe(403)
    expect(res.body.errors[0].message).toBe(forbidden)
    expect(await sql('select id from phones where name = $1', [data.name])).toHaveLength(0)
    const pricing = await request('/api/globals/pricing', jsonInit('POST', { car: { hdTpu: 1 } }))
    expect(pricing.status).toBe(403)
  })

  it('lets an editor write the catalogue, but keeps drafts from the public', async () => {
    const data = phoneData()
    const created = await request('/api/phones?draft=true', jsonInit('POST', { ...data, _status: 'draft' }, editor))
    expect(created.status).toBe(201)
    const id = created.body.doc.id
    expect((await request(`/api/phones/${id}`)).status).toBe(404)
    expect((await request(`/api/phones/${id}?draft=true`, authHeaders(editor))).status).toBe(200)
    const publicList = await request(`/api/phones?where[name][equals]=${encodeURIComponent(data.name)}`)
    expect(publicList.body.totalDocs).toBe(0)
    expect((await request(`/api/phones/${id}`, { method: 'DELETE', ...authHeaders(editor) })).status).toBe(200)
  })

  it('keeps staff management to admins', async () => {
    const res = await request('/api/users', jsonInit('POST', staffData('editor'), editor))
    expect(res.status).toBe(403)
    const list = await request('/api/users?limit=100', authHeaders(editor))
    expect(list.status).toBe(200)
    expect(list.body.totalDocs).toBe(1)
    expect((await request('/api/users', authHeaders(admin))).body.totalDocs).toBeGreaterThan(1)
  })

  it('does not let an editor promote themself', async () => {
    const me = await request('/api/users/me', authHeaders(editor))
    const id = me.body.user.id
    await request(`/api/users/${id}`, jsonInit('PATCH', { role: 'admin' }, editor))
    const rows = await sql('select role from users where id = $1', [id])
    expect(rows[0].role).toBe('editor')
  })

  it('refuses the public any staff or version listing', async () => {
    expect((await request('/api/users')).status).toBe(403)
    expect((await request('/api/phones/versions')).status).toBe(403)
  })
})
