import { describe, expect, it } from 'vitest'

import { baseUrl, request } from '../support/api.ts'

const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1])

describe('page shell', () => {
  it("preloads each page's own chunks with the entry, and the 404 page's for unknown paths", async () => {
    const home = preloads((await request('/')).body as string)
    const phones = preloads((await request('/telephones')).body as string)
    const phone = preloads((await request('/telephones/apple-iphone-15')).body as string)
    expect(home.some((href) => /\/assets\/home-[\w-]+\.js$/.test(href as string))).toBe(true)
    expect(phones.some((href) => /\/assets\/telephones-[\w-]+\.js$/.test(href as string))).toBe(true)
    expect(phone.some((href) => /\/assets\/telephone-[\w-]+\.js$/.test(href as string))).toBe(true)
    expect(phones.some((href) => /\/assets\/home-/.test(href as string))).toBe(false)
    const missing = await request('/nulle-part')
    expect(missing.status).toBe(404)
    const missingPreloads = preloads(missing.body as string)
    expect(missingPreloads.some((href) => /\/assets\/not-found-[\w-]+\.js$/.test(href as string))).toBe(true)
    expect(missingPreloads.some((href) => /\/assets\/(home|telephones)-/.test(href as string))).toBe(false)
    for (const href of phones) expect((await fetch(new URL(href as string, baseUrl()))).status).toBe(200)
  })

  it('keeps the build manifest private', async () => {
    expect((await request('/.vite/manifest.json')).status).toBe(404)
  })
})
