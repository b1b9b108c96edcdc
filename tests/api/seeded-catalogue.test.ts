import { describe, expect, it } from 'vitest'

import { carBrands, faqCategories, legalPageAnchors, legalPageSlugs } from '@shop/domain/catalogue'
import { carModels } from '@shop/seed/data/car-models'
import { consoles } from '@shop/seed/data/consoles'
import { faqs } from '@shop/seed/data/faqs'
import { pageFaqs } from '@shop/seed/data/page-faqs'
import { laptops } from '@shop/seed/data/laptops'
import { phones } from '@shop/seed/data/phones'
import { tablets } from '@shop/seed/data/tablets'
import { watches } from '@shop/seed/data/watches'

import { baseUrl, request, sql } from '../support/api.ts'

const expected = {
  phones: phones.length,
  tablets: tablets.length,
  watches: watches.length,
  consoles: consoles.length,
  laptops: laptops.length,
  'car-models': carModels.length,
  faqs: faqs.length + pageFaqs.length,
  'legal-pages': legalPageSlugs.length,
} as const

describe('seeded catalogue and content', () => {
  it('has the sizes the issue asks for', () => {
    expect(phones.length).toBeGreaterThanOrEqual(150)
    expect(tablets).toHaveLength(40)
    expect(watches).toHaveLength(30)
    expect(laptops).toHaveLength(40)
    expect(carModels).toHaveLength(40)
    expect(faqs).toHaveLength(30)
    const perPage = Object.fromEntries(['garantie', 'livraison', 'retours', 'about', 'retractation'].map((page) => [page, 0]))
    for (const entry of pageFaqs) perPage[entry.page as string] = (perPage[entry.page as string] ?? 0) + 1
    expect(perPage).toMatchObject({ garantie: 8, livraison: 4, retours: 4, about: 5, retractation: 5 })
    expect(new Set(consoles.map((item) => item.kind))).toEqual(new Set(['console', 'controller']))
  })

  // Records made by other suites (phones of the factory brand Testphone, FAQ entries at position
  // 999 and beyond) are left out of the counts.
  const madeByTests = { phones: '&where[brand][not_equals]=Testphone', faqs: '&where[position][less_than]=999' } as Record<string, string>
  const madeByTestsSql = { phones: " and brand <> 'Testphone'", faqs: ' and position < 999' } as Record<string, string>

  it.each(Object.entries(expected))('the public reads every published %s over REST', async (slug, count) => {
    const res = await request(`/api/${slug}?limit=1&depth=0${madeByTests[slug] ?? ''}`)
    expect(res.status).toBe(200)
    expect(res.body.totalDocs).toBe(count)
  })

  it.each(Object.entries(expected))('the database holds the %s rows, all published', async (slug, count) => {
    const table = slug.replace(/-/g, '_')
    const rows = await sql(`select count(*)::int as total from "${table}" where _status = 'published'${madeByTestsSql[table] ?? ''}`)
    expect(rows[0].total).toBe(count)
  })

  it('gives every model an image stored in media, served as an image', async () => {
    for (const slug of ['phones', 'tablets', 'watches', 'consoles', 'laptops', 'car_models']) {
      const seeded = slug === 'phones' ? " and brand <> 'Testphone'" : ''
      const missing = await sql(`select count(*)::int as total from "${slug}" where image_id is null${seeded}`)
      expect(missing[0].total, slug).toBe(0)
    }
    const res = await request('/api/phones?limit=1&depth=1&where[brand][not_equals]=Testphone')
    const image = res.body.docs[0].image
    expect(image.alt).toBe(res.body.docs[0].name)
    expect(image.sizes.card.url).toMatch(/^\/api\/media\/file\/.+\.webp$/)
    const file = await fetch(`${baseUrl()}${image.sizes.card.url}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/webp')
  })

  it('covers the 14 car brands, all 2024', async () => {
    const rows = await sql<{ brand: string; year: number }>('select distinct brand, year::int as year from car_models')
    expect(new Set(rows.map((row) => row.brand))).toEqual(new Set(carBrands))
    expect(new Set(rows.map((row) => row.year))).toEqual(new Set([2024]))
  })

  it('spreads the FAQ over every category', async () => {
    const rows = await sql<{ category: string }>("select distinct category from faqs where page = 'faq'")
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(faqCategories.map((c) => c.value)))
  })

  it('gives each legal page the anchors of the spec, in order', async () => {
    for (const slug of legalPageSlugs) {
      const res = await request(`/api/legal-pages?where[slug][equals]=${slug}&depth=0`)
      expect(res.status).toBe(200)
      const page = res.body.docs[0]
      expect(page.sections.map((section: { anchor: string }) => section.anchor)).toEqual(legalPageAnchors[slug])
      expect(page.sections[0].content.root.children.length).toBeGreaterThan(0)
      // The storefront renders the HTML the CMS converts from the rich text, not the editor's JSON.
      expect(page.sections[0].html).toMatch(/^<p>/)
      expect(page.sections.map((section: { html: string }) => section.html).join('')).not.toMatch(/<script|style=|javascript:/i)
    }
  })

  it('gives the privacy policy its version and the withdrawal page its five questions', async () => {
    const page = (await request('/api/legal-pages?where[slug][equals]=politique-confidentialite&depth=0')).body.docs[0]
    expect(page.version).toBe('2.0')
    const faq = await request('/api/faqs?where[page][equals]=retractation&limit=10&depth=0')
    expect(faq.body.totalDocs).toBe(5)
  })
})
