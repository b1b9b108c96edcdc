import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { messages } from '@shop/domain/messages'

import { baseUrl, request } from '../support/api.ts'

const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1])

/** What the page's root holds: pre-rendered markup, or the plain shell's loading screen. */
const root = (html: string) => html.slice(html.indexOf('<div id="root"'), html.indexOf('<noscript>'))

describe('storefront pages', () => {
  it('sends public pages pre-rendered: heading, navigation and footer are in the HTML', async () => {
    for (const [path, heading] of [
      ['/', 'La protection d&#x27;écran parfaite'],
      ['/telephones', 'Protections d’écran pour téléphones'],
      ['/ecrans-auto', 'Protections pour écrans de voiture'],
    ] as const) {
      const page = await request(path)
      expect(page.status).toBe(200)
      const html = root(page.body as string)
      expect(html).toContain('data-prerendered')
      expect(html).toMatch(new RegExp(`<h1[^>]*>[^<]*${heading}`))
      expect(html).toContain('href="/mentions-legales"')
      // The storefront's content policy runs no inline script: hydration needs none.
      expect(page.body as string).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
    }
  })

  it('sends the plain shell when the query carries filters the browser applies', async () => {
    const html = root((await request('/telephones?marque=Apple')).body as string)
    expect(html).not.toContain('data-prerendered')
    expect(html).toContain('boot-screen')
  })

  it('answers 404 with the 404 page for unknown paths, and for a phone the catalogue does not have', async () => {
    const missing = await request('/nulle-part')
    expect(missing.status).toBe(404)
    expect(root(missing.body as string)).toMatch(new RegExp(`<h1[^>]*>${messages.notFoundTitle}</h1>`))
    const unknownPhone = await request('/telephones/telephone-qui-n-existe-pas')
    expect(unknownPhone.status).toBe(404)
    expect((await request('/telephones/apple-iphone-15')).status).toBe(200)
    expect((await request('/telephones/apple-iphone-15', { method: 'HEAD' })).status).toBe(200)
  })

  it("preloads each page's own chunks with the entry, and the 404 page's for unknown paths", async () => {
    const home = preloads((await request('/')).body as string)
    const phones = preloads((await request('/telephones')).body as string)
    const phone = preloads((await request('/telephones/apple-iphone-15')).body as string)
    expect(home.some((href) => /\/assets\/home-[\w-]+\.js$/.test(href as string))).toBe(true)
    expect(phones.some((href) => /\/assets\/phones-[\w-]+\.js$/.test(href as string))).toBe(true)
    expect(phone.some((href) => /\/assets\/phone-[\w-]+\.js$/.test(href as string))).toBe(true)
    expect(phones.some((href) => /\/assets\/home-/.test(href as string))).toBe(false)
    const missing = await request('/nulle-part')
    expect(missing.status).toBe(404)
    const missingPreloads = preloads(missing.body as string)
    expect(missingPreloads.some((href) => /\/assets\/not-found-[\w-]+\.js$/.test(href as string))).toBe(true)
    expect(missingPreloads.some((href) => /\/assets\/(home|phones)-/.test(href as string))).toBe(false)
    for (const href of phones) expect((await fetch(new URL(href as string, baseUrl()))).status).toBe(200)
  })

  it("takes each page's preload tags from the map the storefront build writes, by the router's patterns", async () => {
    const map = JSON.parse(readFileSync(new URL('../../storefront/dist/.route-chunks.json', import.meta.url), 'utf8')) as Record<
      string,
      { modulepreload: string[]; style: string[] }
    >
    for (const [path, pattern] of [
      ['/', '/'],
      ['/telephones', '/telephones'],
      ['/telephones/apple-iphone-15', '/telephones/:slug'],
      ['/mes-commandes', '/mes-commandes'],
      ['/nulle-part', '*'],
    ] as const) {
      const expected = map[pattern]?.modulepreload.map((file) => `/${file}`)
      expect(expected?.length).toBeGreaterThan(0)
      expect(preloads((await request(path)).body as string)).toEqual(expected)
    }
  })

  it('keeps the build manifest, the route chunk map and the pre-rendered files private', async () => {
    expect((await request('/.vite/manifest.json')).status).toBe(404)
    expect((await request('/.route-chunks.json')).status).toBe(404)
    expect((await request('/.prerendered/index.html')).status).toBe(404)
  })
})
