import { describe, expect, inject, it } from 'vitest'

import { cataloguePageSchema } from '@shop/domain/catalogue-reads'
import { phoneData } from '@shop/seed/factories'

import { adminToken, jsonInit, request, seededImageId, sql } from '../support/api.ts'
import { startSuiteInstance } from '../support/test-services.ts'

const list = async (query: string) => {
  const res = await request(`/api/catalogue/phones${query}`)
  expect(res.status).toBe(200)
  return cataloguePageSchema.parse(res.body)
}

describe('GET /api/catalogue/:category', () => {
  it('pages the published models on the server, most recent first, with the brands of the category', async () => {
    const rows = await sql("select slug from phones where _status = 'published' and brand <> 'Testphone' order by year desc, name")
    const first = await list('?brand=&page=1')
    const second = await list('?page=2')
    // Other suites publish and delete test phones meanwhile: compare both counts taken together.
    const counts = async () => [
      (await list('?page=1')).totalDocs,
      (await sql("select count(*)::int as n from phones where _status = 'published'"))[0].n,
    ]
    await expect.poll(async () => new Set(await counts()).size).toBe(1)
    expect(first.docs).toHaveLength(20)
    expect(first.totalPages).toBe(Math.ceil(first.totalDocs / 20))
    expect(second.docs.map((doc) => doc.slug)).not.toContain(first.docs[0]?.slug)
    expect(
      first.docs
        .filter((doc) => doc.brand !== 'Testphone')
        .map((doc) => doc.slug)
        .slice(0, 5),
    ).toEqual(rows.slice(0, 5).map((row) => row.slug))
    expect(first.brands).toContain('Apple')
    expect(first.brands).toEqual([...first.brands].sort((a, b) => a.localeCompare(b, 'fr')))
  })

  it('filters by brand, text (accents, case, spacing) and kind; sorts by price', async () => {
    const apple = await list('?brand=apple&limit=50')
    const appleRows = (await sql("select count(*)::int as n from phones where _status = 'published' and brand = 'Apple'"))[0].n
    expect(apple.totalDocs).toBe(appleRows)
    expect(apple.docs.every((doc) => doc.brand === 'Apple')).toBe(true)

    const compact = await list('?q=IPHONE15')
    expect(compact.docs.map((doc) => doc.name)).toContain('Apple iPhone 15')
    expect((await list('?q=iphone%2015')).totalDocs).toBe(compact.totalDocs)
    expect((await list('?q=zzzz-aucun')).docs).toEqual([])

    const controllers = await request('/api/catalogue/consoles?kind=controller&limit=50')
    expect(controllers.body.docs.length).toBeGreaterThan(0)
    expect(controllers.body.docs.every((doc: { kind: string }) => doc.kind === 'controller')).toBe(true)

    const cheap = await list('?sort=price-low&limit=50')
    const froms = cheap.docs.map((doc) => doc.fromCents)
    expect(froms).toEqual([...froms].sort((a, b) => a - b))
    const dear = await list('?sort=price-high&limit=50')
    expect(dear.docs[0]?.toCents).toBe(Math.max(...dear.docs.map((doc) => doc.toCents)))
  })

  it('carries only card fields and the prices of the pricing global', async () => {
    const [doc] = (await list('?q=iphone 15 pro max')).docs
    expect(doc?.protections).toEqual([
      { id: 'hd-tpu', name: 'Hydrogel HD TPU', priceCents: 1500 },
      { id: 'blue-light', name: 'Blue Light TPU', priceCents: 2000 },
      { id: 'anti-spy', name: 'Anti-espion TPU', priceCents: 2000 },
    ])
    expect(doc?.image?.srcset).toMatch(/160w, .* 320w, .* 640w$/)
    expect(doc).not.toHaveProperty('description')
    expect(doc).not.toHaveProperty('createdAt')
  })

  it('leaves drafts out, shows a model once published, and keeps a second instance true to edits', async () => {
    const token = await adminToken()
    const data = phoneData()
    const created = await request('/api/phones?draft=true', jsonInit('POST', { ...data, _status: 'draft', protections: ['hd-tpu'] }, token))
    expect(created.status).toBe(201)
    const { id, slug } = created.body.doc as { id: number; slug: string }
    const other = await startSuiteInstance({ databaseUrl: inject('databaseUrl'), inboxUrl: inject('inboxUrl') })
    try {
      expect((await list(`?q=${encodeURIComponent(data.model)}`)).docs).toEqual([])
      expect((await request(`/api/catalogue/phones/${slug}`)).status).toBe(404)

      const published = await request(`/api/phones/${id}`, jsonInit('PATCH', { _status: 'published', image: await seededImageId() }, token))
      expect(published.status).toBe(200)
      const page = await list(`?q=${encodeURIComponent(data.model)}`)
      expect(page.docs.map((doc) => doc.slug)).toEqual([slug])
      const detail = await request(`/api/catalogue/phones/${slug}`)
      expect(detail.body).toMatchObject({ slug, description: 'Téléphone créé par un test.', fromCents: 1500, toCents: 1500 })

      const readOther = async () => (await fetch(`${other.url}/api/catalogue/phones/${slug}`).then((res) => res.json())).name
      await expect.poll(readOther, { timeout: 5000 }).toBe(data.name)
      const renamed = `${data.name} (renommé)`
      expect((await request(`/api/phones/${id}`, jsonInit('PATCH', { name: renamed }, token))).status).toBe(200)
      // The other instance made no write itself: only the notification can tell it.
      await expect.poll(readOther, { timeout: 5000 }).toBe(renamed)
    } finally {
      await other.stop()
      await request(`/api/phones/${id}`, { method: 'DELETE', headers: { Authorization: `JWT ${token}` } })
    }
    expect((await request(`/api/catalogue/phones/${slug}`)).status).toBe(404)
  }, 120_000)

  it('answers 304 to a browser that already has the page, and 400/404 in French', async () => {
    const first = await request('/api/catalogue/tablets?page=1')
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    const etag = first.headers.get('etag') as string
    const again = await request('/api/catalogue/tablets?page=1', { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)

    for (const [query, error] of [
      ['?page=0', 'Le numéro de page doit être un entier positif.'],
      ['?page=abc', 'Le numéro de page doit être un entier positif.'],
      ['?limit=500', 'Le nombre de modèles par page doit être compris entre 1 et 50.'],
      ['?sort=prix', 'Tri inconnu.'],
      ['?kind=robot', 'Type de produit inconnu.'],
      ['?brand=Apple&brand=Samsung', 'Marque invalide.'],
      [`?q=${'x'.repeat(101)}`, 'La recherche ne peut pas dépasser 100 caractères.'],
    ]) {
      const res = await request(`/api/catalogue/phones${query}`)
      expect(res.status, query).toBe(400)
      expect(res.body.error).toBe(error)
    }
    expect((await request('/api/catalogue/velos')).body).toEqual({ success: false, error: 'Catégorie inconnue.' })
    expect((await request('/api/catalogue/phones/n-existe-pas')).status).toBe(404)
  })
})

describe('GET /api/get-phone-models', () => {
  it("lists the published phones in the contract's shape, newest first", async () => {
    // Other suites publish and remove phones meanwhile: what was published before and after the
    // answer bounds it.
    const publishedIds = async () =>
      new Set((await sql(`select id from phones where _status = 'published'`)).map((phone) => phone.id as number))
    const before = await publishedIds()
    const res = await request('/api/get-phone-models')
    const after = await publishedIds()
    expect(res.status).toBe(200)
    const ids = new Set<number>(res.body.phones.map((phone: { id: number }) => phone.id))
    for (const id of before) if (after.has(id)) expect(ids.has(id)).toBe(true)
    for (const id of ids) expect(before.has(id) || after.has(id)).toBe(true)
    const [first] = res.body.phones
    expect(Object.keys(first).sort()).toEqual(['brand', 'id', 'image_url', 'model', 'name', 'year'])
    expect(first).toMatchObject({ id: expect.any(Number), name: expect.any(String), brand: expect.any(String), year: expect.any(Number) })
    const illustrated = res.body.phones.find((phone: { image_url: string | null }) => phone.image_url !== null)
    expect(illustrated.image_url).toMatch(/^\/api\/media\/file\/|^\//)
    const years = res.body.phones.map((phone: { year: number }) => phone.year)
    expect(years).toEqual([...years].sort((a, b) => b - a))
  })
})
