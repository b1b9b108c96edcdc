import { describe, expect, it } from 'vitest'

import { cataloguePageSchema, type CataloguePage } from '@shop/domain/catalogue-reads'
import type { ProtectionId } from '@shop/domain/catalogue'
import { toCents } from '@shop/domain/money'
import { protectionPriceCents } from '@shop/domain/price-rules'
import { pricingSchema } from '@shop/domain/pricing'
import { phoneData } from '@shop/seed/factories'

import { adminToken, authHeaders, jsonInit, request, seededImageId, sql } from '../support/api.ts'

/**
 * The catalogue read API against the rows themselves: the same published models, filtered,
 * sorted and paged as the spec says, and never an answer older than the last change, whether
 * the change came through Payload or straight into the database from another instance.
 */

async function page(category: string, query = ''): Promise<CataloguePage> {
  const res = await request(`/api/catalogue/${category}${query}`)
  expect(res.status, `${category}${query}`).toBe(200)
  return cataloguePageSchema.parse(res.body)
}

const frenchOrder = new Intl.Collator('fr', { sensitivity: 'base', numeric: true })

describe('catalogue reads agree with the database', () => {
  // No other suite writes tablets: their rows are stable while the suites run in parallel.
  it('pages through exactly the published tablets, year descending then name', async () => {
    const rows = await sql<{ slug: string; name: string; year: number }>("select slug, name, year from tablets where _status = 'published'")
    const expected = rows.sort((a, b) => b.year - a.year || frenchOrder.compare(a.name, b.name)).map((row) => row.slug)
    const first = await page('tablets', '?limit=7')
    expect(first).toMatchObject({ page: 1, limit: 7, totalDocs: rows.length, totalPages: Math.ceil(rows.length / 7), hasNextPage: true })
    const pages = [first]
    for (let number = 2; number <= first.totalPages; number++) pages.push(await page('tablets', `?limit=7&page=${number}`))
    expect(pages.flatMap((each) => each.docs.map((doc) => doc.slug))).toEqual(expected)
    expect(pages[1]?.docs.map((doc) => doc.slug)).toEqual(expected.slice(7, 14))
    expect(pages.at(-1)?.hasNextPage).toBe(false)
    expect(first.brands).toEqual(['Apple', 'Microsoft', 'Samsung', 'Xiaomi'])
  })

  it('filters by brand, by accent- and case-free text over name, brand and model, and by kind', async () => {
    const samsung = await page('tablets', '?brand=SAMSUNG&limit=50')
    const [{ total }] = await sql("select count(*)::int as total from tablets where _status = 'published' and brand = 'Samsung'")
    expect(samsung.totalDocs).toBe(total)
    expect(samsung.docs.every((doc) => doc.brand === 'Samsung')).toBe(true)

    const matching = await sql<{ slug: string }>(
      `select slug from car_models where _status = 'published'
       and unaccent(lower(name || ' ' || brand || ' ' || model)) like '%' || unaccent(lower($1)) || '%'`,
      ['mercedes'],
    )
    expect(matching.length).toBeGreaterThan(0)
    const found = await page('car-models', `?q=${encodeURIComponent('  MÉRCEDES ')}&limit=50`)
    expect(found.docs.map((doc) => doc.slug).sort()).toEqual(matching.map((row) => row.slug).sort())

    for (const kind of ['console', 'controller']) {
      const [{ count }] = await sql("select count(*)::int from consoles where _status = 'published' and kind = $1", [kind])
      const kinds = await page('consoles', `?kind=${kind}&limit=50`)
      expect(kinds.totalDocs, kind).toBe(count)
      expect(kinds.docs.every((doc) => doc.kind === kind)).toBe(true)
    }
  })

  it('prices each model from its protections and the pricing global, and sorts by those prices', async () => {
    const pricing = pricingSchema.parse((await request('/api/globals/pricing?depth=0')).body)
    const offered = await sql<{ slug: string; protections: ProtectionId[] }>(
      `select t.slug, array_agg(p.value::text) as protections from laptops t
       join laptops_protections p on p.parent_id = t.id where t._status = 'published' group by t.slug`,
    )
    const laptops = (await page('laptops', '?sort=price-low&limit=50')).docs
    expect(laptops).toHaveLength(offered.length)
    for (const { slug, protections } of offered) {
      const cents = protections.map((id) => protectionPriceCents(pricing.laptop, id))
      expect(
        laptops.find((doc) => doc.slug === slug),
        slug,
      ).toMatchObject({
        fromCents: Math.min(...cents),
        toCents: Math.max(...cents),
      })
    }
    expect(laptops.map((doc) => doc.fromCents)).toEqual(laptops.map((doc) => doc.fromCents).sort((a, b) => a - b))

    // Consoles and controllers have base prices of their own: the sorts really reorder them.
    const base = { console: toCents(pricing.console.consoleBase), controller: toCents(pricing.console.controllerBase) }
    const kinds = await sql<{ slug: string; kind: 'console' | 'controller' }>("select slug, kind from consoles where _status = 'published'")
    const expected = (direction: 1 | -1) => kinds.map((row) => base[row.kind]).sort((a, b) => direction * (a - b))
    for (const [sort, direction] of [
      ['price-low', 1],
      ['price-high', -1],
    ] as const) {
      const docs = (await page('consoles', `?sort=${sort}&limit=50`)).docs
      expect(
        docs.map((doc) => doc.fromCents),
        sort,
      ).toEqual(expected(direction))
      expect(docs.every((doc) => doc.fromCents === base[doc.kind as 'console' | 'controller'])).toBe(true)
    }
  })

  it('sorts car models by brand, then by screen size', async () => {
    const byBrand = (await page('car-models', '?sort=brand&limit=50')).docs
    const brands = byBrand.map((doc) => doc.brand)
    expect(brands).toEqual([...brands].sort((a, b) => frenchOrder.compare(a, b)))
    const bySize = (await page('car-models', '?sort=screen-size&limit=50')).docs.map((doc) => Number.parseFloat(doc.screenSize ?? ''))
    expect(bySize).toEqual([...bySize].sort((a, b) => b - a))
  })

  it('refuses a console kind outside consoles, and an unknown model, in French', async () => {
    const kind = await request('/api/catalogue/phones?kind=console')
    expect(kind.status).toBe(400)
    expect(kind.body).toEqual({ success: false, error: "Le type (console ou manette) ne s'applique qu'aux consoles." })
    const unknown = await request('/api/catalogue/tablets/tablette-qui-n-existe-pas')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ success: false, error: 'Modèle introuvable' })
  })
})

describe('catalogue reads are never older than the last change', () => {
  it('shows an edit and an unpublication made through Payload at the very next read', async () => {
    const token = await adminToken()
    const draft = await request('/api/phones?draft=true', jsonInit('POST', { ...phoneData(), _status: 'draft' }, token))
    expect(draft.status).toBe(201)
    expect((await request(`/api/catalogue/phones/${draft.body.doc.slug}`)).status).toBe(404)

    const data = phoneData()
    const created = await request('/api/phones', jsonInit('POST', { ...data, image: await seededImageId(), _status: 'published' }, token))
    expect(created.status).toBe(201)
    const { id, slug } = created.body.doc as { id: number; slug: string }
    const search = `?q=${encodeURIComponent(data.model)}`
    try {
      const before = await request(`/api/catalogue/phones${search}`)
      expect(before.body.docs.map((doc: { name: string }) => doc.name)).toEqual([data.name])
      const etag = before.headers.get('etag') as string
      expect((await request(`/api/catalogue/phones${search}`, { headers: { 'If-None-Match': etag } })).status).toBe(304)

      const renamed = `${data.name} bis`
      expect((await request(`/api/phones/${id}`, jsonInit('PATCH', { name: renamed }, token))).status).toBe(200)
      const after = await request(`/api/catalogue/phones${search}`, { headers: { 'If-None-Match': etag } })
      expect(after.status).toBe(200)
      expect(after.body.docs.map((doc: { name: string }) => doc.name)).toEqual([renamed])
      expect((await request(`/api/catalogue/phones/${slug}`)).body.name).toBe(renamed)

      expect((await request(`/api/phones/${id}`, jsonInit('PATCH', { _status: 'draft' }, token))).status).toBe(200)
      expect((await sql('select _status from phones where id = $1', [id]))[0]?._status).toBe('draft')
      expect((await page('phones', search)).docs).toEqual([])
      expect((await request(`/api/catalogue/phones/${slug}`)).status).toBe(404)
    } finally {
      await request(`/api/phones/${id}`, { method: 'DELETE', ...authHeaders(token) })
      await request(`/api/phones/${draft.body.doc.id}`, { method: 'DELETE', ...authHeaders(token) })
    }
  })

  it('forgets a row changed in the database once another connection sends catalogue_changed', async () => {
    const [row] = await sql<{ id: number; slug: string; description: string }>(
      "select id, slug, description from tablets where _status = 'published' order by id desc limit 1",
    )
    const { id, slug, description } = row as { id: number; slug: string; description: string }
    const read = async () => (await request(`/api/catalogue/tablets/${slug}`)).body.description as string
    expect(await read()).toBe(description)
    try {
      await sql('update tablets set description = $1 where id = $2', [`${description} (modifié en SQL)`, id])
      // Written behind Payload's back and not announced: the cache still answers.
      expect(await read()).toBe(description)
      // What another instance's hook sends once its transaction commits.
      await sql("select pg_notify('catalogue_changed', 'tablets')")
      await expect.poll(read, { timeout: 2000, interval: 20 }).toBe(`${description} (modifié en SQL)`)
    } finally {
      await sql('update tablets set description = $1 where id = $2', [description, id])
      await sql("select pg_notify('catalogue_changed', 'tablets')")
    }
    await expect.poll(read, { timeout: 2000, interval: 20 }).toBe(description)
  })
})
