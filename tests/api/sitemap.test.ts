import { describe, expect, it } from 'vitest'

import { baseUrl, request, sql } from '../support/api.ts'

describe('sitemap.xml and robots.txt', () => {
  it('lists every public page and every published phone, and no private page', async () => {
    const res = await request('/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/xml')
    const locations = [...(res.body as string).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    for (const path of ['/', '/telephones', '/ecrans-auto', '/faq', '/mentions-legales', '/suivi']) {
      expect(locations).toContain(new URL(path, baseUrl()).href)
    }
    for (const path of ['/profil', '/mes-commandes', '/commande', '/dashboard']) {
      expect(locations).not.toContain(new URL(path, baseUrl()).href)
    }
    // Seeded phones only: other suites publish and delete test phones meanwhile.
    const phones = await sql("select slug from phones where _status = 'published' and brand <> 'Testphone'")
    expect(phones.length).toBeGreaterThan(100)
    expect(locations).toEqual(expect.arrayContaining(phones.map((phone) => new URL(`/telephones/${phone.slug}`, baseUrl()).href)))
  })

  it('lets crawlers in, keeps them out of the admin, the API and private pages, and names the sitemap', async () => {
    const res = await request('/robots.txt')
    expect(res.status).toBe(200)
    const text = res.body as string
    expect(text).toContain('Disallow: /admin')
    expect(text).toContain('Disallow: /api/')
    expect(text).toContain('Disallow: /profil')
    expect(text).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`)
  })
})
