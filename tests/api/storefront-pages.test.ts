import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { cataloguePageSchema } from '@shop/domain/catalogue-reads'
import { messages } from '@shop/domain/messages'
import { formatCents } from '@shop/domain/money'
import { phoneData } from '@shop/seed/factories'

import { adminToken, authHeaders, baseUrl, jsonInit, request, seededImageId } from '../support/api.ts'

/** The page's own chunks, listed in the inert template the boot script puts in the head after the first paint. */
const preloads = (html: string) => {
  const template = /<template id="route-preloads">(.*?)<\/template>/.exec(html)?.[1] ?? ''
  return [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1])
}

/** The queries the server's render started with, by key. */
const pageData = (html: string) =>
  new Map(
    (
      JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)?.[1] ?? '{"queries":[]}') as {
        queries: { queryKey: unknown[]; state: { data: unknown } }[]
      }
    ).queries.map((query) => [JSON.stringify(query.queryKey), query.state.data]),
  )

/** Text as the markup holds it, for a page's own words. */
const asMarkup = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;')

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
      // The storefront's content policy runs no inline script: hydration needs none (data blocks run nothing).
      expect(page.body as string).not.toMatch(/<script(?![^>]*\b(?:src=|type="application\/(?:ld\+)?json"))[^>]*>/)
    }
  })

  it("renders a phone's page with its data: name, image and price in the first HTML, its head for crawlers", async () => {
    const { body: html, status } = await request('/telephones/apple-iphone-15')
    expect(status).toBe(200)
    const model = (await request('/api/catalogue/phones/apple-iphone-15')).body
    expect(root(html)).toMatch(/<h1[^>]*>Apple iPhone 15<\/h1>/)
    expect(root(html)).toContain(`src="${model.image.url}"`)
    expect(root(html).replaceAll('&nbsp;', '\u00a0')).toContain(formatCents(model.fromCents))
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toMatch(/<title[^>]*>Protection Apple iPhone 15 – Ma Boutique Protection<\/title>/)
    expect(head.match(/<title/g)).toHaveLength(1)
    expect(head.match(/name="description"/g)).toHaveLength(1)
    const structured = JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(head)?.[1] ?? 'null')
    expect(structured).toMatchObject({ '@type': 'Product', offers: { lowPrice: (model.fromCents / 100).toFixed(2) } })
    // The queries of the page start with the same answers the browser would fetch.
    expect(pageData(html).get(JSON.stringify(['catalogue', 'phones', 'detail', 'apple-iphone-15']))).toEqual(model)
  })

  it('renders the first screen of each category with the models the catalogue answers', async () => {
    for (const [path, collection] of [
      ['/telephones', 'phones'],
      ['/consoles', 'consoles'],
      ['/ecrans-auto', 'car-models'],
    ] as const) {
      const html = root((await request(path)).body as string)
      const query = collection === 'consoles' ? '?kind=console' : ''
      const first = cataloguePageSchema.parse((await request(`/api/catalogue/${collection}${query}`)).body)
      expect(first.docs.length).toBeGreaterThan(0)
      for (const model of first.docs) expect(html, `${path} : ${model.name}`).toContain(model.name.replaceAll("'", '&#x27;'))
    }
  })

  it('renders the FAQ, the service and the legal pages with their current CMS texts and questions', async () => {
    const cookies = (await request('/api/legal-pages?where[slug][equals]=cookies&depth=0&limit=1')).body.docs[0]
    const faq = (await request('/api/faqs?where[page][equals]=faq&depth=0&limit=1')).body.docs[0]
    const withdrawalFaq = (await request('/api/faqs?where[page][equals]=retractation&depth=0&limit=1')).body.docs[0]
    for (const [path, key, text] of [
      ['/cookies', ['content', 'legal-pages', 'cookies', { preview: false }], cookies.summary],
      ['/retractation', ['content', 'faqs', { page: 'retractation', preview: false }], withdrawalFaq.question],
      ['/faq', ['content', 'faqs', { page: 'faq', preview: false }], faq.question],
    ] as const) {
      const html = (await request(path)).body as string
      expect(pageData(html).has(JSON.stringify(key)), path).toBe(true)
      expect(root(html), path).toContain(asMarkup(text))
    }
  })

  it('renders an edit made in the admin at the next load, and a phone unpublished as the 404 page', async () => {
    const token = await adminToken()
    const data = phoneData()
    const created = await request('/api/phones', jsonInit('POST', { ...data, image: await seededImageId(), _status: 'published' }, token))
    expect(created.status).toBe(201)
    const { id, slug } = created.body.doc as { id: number; slug: string }
    try {
      expect(root((await request(`/telephones/${slug}`)).body)).toContain(data.name)
      const renamed = `${data.name} bis`
      expect((await request(`/api/phones/${id}`, jsonInit('PATCH', { name: renamed }, token))).status).toBe(200)
      expect(root((await request(`/telephones/${slug}`)).body)).toMatch(new RegExp(`<h1[^>]*>${renamed}</h1>`))
      expect((await request(`/api/phones/${id}`, jsonInit('PATCH', { _status: 'draft' }, token))).status).toBe(200)
      const gone = await request(`/telephones/${slug}`)
      expect(gone.status).toBe(404)
      expect(root(gone.body)).toMatch(new RegExp(`<h1[^>]*>${messages.notFoundTitle}</h1>`))
    } finally {
      await request(`/api/phones/${id}`, { method: 'DELETE', ...authHeaders(token) })
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

  it("lists each page's own chunks for the boot script to preload, and the 404 page's for unknown paths", async () => {
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

  it("serves the repository's public/ folder as it is: favicon, icons, web manifest", async () => {
    for (const [file, type] of [
      ['favicon.svg', 'image/svg+xml'],
      ['favicon.ico', 'image/vnd.microsoft.icon'],
      ['apple-touch-icon.png', 'image/png'],
      ['icon-512.png', 'image/png'],
      ['site.webmanifest', 'application/manifest+json'],
    ] as const) {
      const res = await fetch(new URL(`/${file}`, baseUrl()))
      expect(res.status, file).toBe(200)
      expect(res.headers.get('content-type'), file).toContain(type)
      expect(Buffer.from(await res.arrayBuffer()).equals(readFileSync(new URL(`../../public/${file}`, import.meta.url))), file).toBe(true)
    }
    const manifest = JSON.parse(readFileSync(new URL('../../public/site.webmanifest', import.meta.url), 'utf8'))
    for (const icon of manifest.icons) expect((await fetch(new URL(icon.src, baseUrl()))).status, icon.src).toBe(200)
    const home = (await request('/')).body as string
    expect(home).toContain('<link rel="manifest" href="/site.webmanifest" />')
  })

  it('keeps the build manifest, the route chunk map and the pre-rendered files private', async () => {
    expect((await request('/.vite/manifest.json')).status).toBe(404)
    expect((await request('/.route-chunks.json')).status).toBe(404)
    expect((await request('/.prerendered/index.html')).status).toBe(404)
  })
})
