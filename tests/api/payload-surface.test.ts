import { readFileSync } from 'node:fs'
import path from 'node:path'

import { beforeAll, describe, expect, it } from 'vitest'

import { messages } from '@shop/domain/messages'
import { staffData } from '@shop/seed/factories'

import { adminToken, jsonInit, request, sql, staffLogin } from '../support/api.ts'
import { signedInCustomer } from '../support/customers.ts'
import { repoRoot } from '../support/shop-server.ts'

/**
 * Every collection and global of the shop, Payload's internal ones included, read from the
 * generated types (kept in step with payload.config.ts), so a new collection is tested too.
 */
function configSlugs(block: 'collections' | 'globals'): string[] {
  const types = readFileSync(path.join(repoRoot, 'cms/src/payload-types.ts'), 'utf8')
  const body = new RegExp(`^export interface Config \\{[\\s\\S]*?^  ${block}: \\{\\n([\\s\\S]*?)^  \\};`, 'm').exec(types)?.[1] ?? ''
  return [...body.matchAll(/^\s+'?([\w-]+)'?:/gm)].map((match) => match[1] as string)
}
const collections = configSlugs('collections')
const globals = configSlugs('globals')

const reads = [
  ...collections.flatMap((slug) => [`/api/${slug}?limit=5&depth=0`, `/api/${slug}/1?depth=0`, `/api/${slug}/count`]),
  ...globals.map((slug) => `/api/globals/${slug}?depth=0`),
  '/api/customers/me',
  '/api/users/me',
  '/api/payload-preferences/nav',
  '/api/access',
]

const writes: Array<[string, string, unknown]> = [
  ['POST', '/api/payload-locked-documents', { globalSlug: 'pricing', user: { relationTo: 'users', value: 1 } }],
  ['POST', '/api/payload-preferences/nav', { value: { open: true } }],
  ['PATCH', '/api/customers/1', { firstName: 'Pirate' }],
  ['POST', '/api/customers/refresh-token', {}],
  ['POST', '/api/customers/logout', {}],
  ['POST', '/api/users/unlock', { email: 'admin@boutique.test' }],
]

const bearer = (token?: string): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {})

describe("Payload's own REST with a customer's session token", () => {
  let token: string

  beforeAll(async () => {
    token = (await signedInCustomer()).token
  })

  it('knows every collection and global, internal ones included', () => {
    expect(collections).toEqual(
      expect.arrayContaining(['customers', 'users', 'payload-locked-documents', 'payload-preferences', 'payload-migrations']),
    )
    expect(globals).toEqual([
      'pricing',
      'site-settings',
      'warranty-page',
      'delivery-page',
      'installation-guide',
      'about-page',
      'category-pages',
      'accounting-settings',
    ])
  })

  it('reads nothing a visitor cannot read, and never fails with a 5xx', async () => {
    for (const path of reads) {
      const anonymous = await request(path)
      const customer = await request(path, { headers: bearer(token) })
      expect(customer.status, path).toBeLessThan(500)
      expect({ status: customer.status, body: customer.body }, path).toEqual({ status: anonymous.status, body: anonymous.body })
    }
  })

  it('writes nothing a visitor cannot write', async () => {
    const before = await sql(
      'select (select count(*)::int from payload_locked_documents) as locks, (select count(*)::int from payload_preferences) as prefs',
    )
    for (const [method, path, data] of writes) {
      const init = (extra: Record<string, string>) => ({
        ...jsonInit(method, data),
        headers: { 'Content-Type': 'application/json', ...extra },
      })
      const anonymous = await request(path, init({}))
      const customer = await request(path, init(bearer(token)))
      expect(customer.status, `${method} ${path}`).toBeLessThan(500)
      expect(customer.status, `${method} ${path}`).toBe(anonymous.status)
    }
    const after = await sql(
      'select (select count(*)::int from payload_locked_documents) as locks, (select count(*)::int from payload_preferences) as prefs',
    )
    expect(after).toEqual(before)
  })
})

/** A read sent as a POST that Payload answers as the GET it stands for (its admin's way to send a long query). */
function overriddenRead(path: string, body: string, headers: Record<string, string> = {}, header = 'X-Payload-HTTP-Method-Override') {
  return request(path, {
    method: 'POST',
    headers: { [header]: 'GET', 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body,
  })
}

/** Collections whose POST our own route takes (an upload) before Payload could read it as a GET. */
const ownPosts = new Set(['customer-photos'])

describe('a read sent as a POST with X-Payload-HTTP-Method-Override: GET', () => {
  const { invalidQuery, invalidLimit, invalidPagination, invalidWhere, overrideBody } = messages.api

  it('is answered as the same GET on every collection, for a visitor and for staff: no page without bound, no 500', async () => {
    const admin = await adminToken()
    for (const slug of collections.filter((slug) => !ownPosts.has(slug))) {
      const callers: [string, Record<string, string>][] = [
        ['visiteur', {}],
        ['admin', { Authorization: `JWT ${admin}` }],
      ]
      for (const [caller, headers] of callers) {
        const who = `${slug} ${caller}`
        for (const query of ['limit=0&pagination=false', 'where=pasdujson', 'limit=0']) {
          const read = await request(`/api/${slug}?${query}`, { headers })
          expect(read.status, `${who} ${query}`).toBeOneOf([400, 404])
          const overridden = await overriddenRead(`/api/${slug}`, query, headers)
          expect([overridden.status, overridden.body], `${who} ${query}`).toEqual([read.status, read.body])
          const other = await overriddenRead(`/api/${slug}`, query, headers, 'X-HTTP-Method-Override')
          expect([other.status, other.body], `${who} ${query}`).toEqual([read.status, read.body])
        }
        // The address's own query counts too: a body cannot undo it, nor it the body.
        const both = await overriddenRead(`/api/${slug}?limit=5`, 'pagination=false', headers)
        const bothRead = await request(`/api/${slug}?limit=5&pagination=false`, { headers })
        expect([both.status, both.body], who).toEqual([bothRead.status, bothRead.body])
        for (const json of ['{"limit":0,"pagination":false}', '{"where":"pasdujson"}']) {
          const res = await overriddenRead(`/api/${slug}`, json, { ...headers, 'Content-Type': 'application/json' })
          expect([res.status, res.body], `${who} ${json}`).toEqual([400, { success: false, error: invalidQuery, details: [overrideBody] }])
        }
      }
    }
    const upload = await overriddenRead('/api/customer-photos', 'limit=0&pagination=false')
    expect(upload.status).toBe(400)
    expect(upload.body).not.toHaveProperty('docs')
    const media = await overriddenRead('/api/media', 'limit=0&pagination=false')
    expect(media.body).toEqual({ success: false, error: invalidQuery, details: [invalidLimit, invalidPagination] })
    const notJson = await overriddenRead('/api/media', 'where=pasdujson')
    expect([notJson.status, notJson.body.error, notJson.body.details[0].startsWith(`${invalidWhere} (`)]).toEqual([400, invalidQuery, true])
  })

  it('still answers a bounded read as its GET does: the admin’s relationship fields keep working', async () => {
    const query = 'depth=0&limit=2&page=1&sort=id&where[and][0][id][not_in][0]=1'
    const read = await request(`/api/media?${query}`)
    expect(read.status).toBe(200)
    expect(read.body.docs).toHaveLength(2)
    for (const contentType of ['application/x-www-form-urlencoded', 'application/x-www-form-urlencoded; charset=UTF-8']) {
      const overridden = await overriddenRead('/api/media', query, { 'Content-Type': contentType })
      expect([overridden.status, overridden.body], contentType).toEqual([200, read.body])
    }
    const admin = await adminToken()
    const phones = await overriddenRead('/api/phones', 'depth=0&limit=3&draft=true&select[name]=true', { Authorization: `JWT ${admin}` })
    expect(phones.status).toBe(200)
    expect(phones.body.docs).toHaveLength(3)
    expect(phones.body.docs[0]).toHaveProperty('name')
    expect(phones.body.docs[0]).not.toHaveProperty('description')
  })
})

describe('staff unlock', () => {
  it('is for admins only', async () => {
    const admin = await adminToken()
    const editorData = staffData('editor')
    expect((await request('/api/users', jsonInit('POST', editorData, admin))).status).toBe(201)
    const editor = await staffLogin(editorData.email, editorData.password)
    const victim = staffData('editor')
    expect((await request('/api/users', jsonInit('POST', victim, admin))).status).toBe(201)

    expect((await request('/api/users/unlock', jsonInit('POST', { email: victim.email }, editor))).status).toBe(403)
    expect((await request('/api/users/unlock', jsonInit('POST', { email: victim.email }, admin))).status).toBe(200)
  })
})
