import { describe, expect, it } from 'vitest'

import { catalogueCollections, catalogueCollectionSlugs } from '@shop/domain/catalogue'
import { catalogueQuerySchema } from '@shop/domain/catalogue-reads'
import { contentEndpoint, contentQueryOf, isContentQuery, pageQueryKey, pageRead, type ContentQuery } from '@shop/domain/page-queries'
import { prerenderedPaths } from '@shop/domain/paths'

import { pageDataNeeds } from './page-data-needs'

const contentNeeds = (): ContentQuery[] => prerenderedPaths.flatMap((path) => pageDataNeeds(path).filter(isContentQuery))

/** The kind and the parameter an endpoint names, as the server's route reads them. */
function routeParams(endpoint: string): [string, string | undefined] {
  const [kind = '', param] = endpoint.replace('/api/page-content/', '').split('/')
  return [kind, param]
}

describe('page data', () => {
  it("gives each answer of a page its own cache entry (one would overwrite the other's)", () => {
    for (const path of [...prerenderedPaths, '/telephones/apple-iphone-15']) {
      const keys = pageDataNeeds(path).map((need) => JSON.stringify(pageQueryKey(need)))
      expect(new Set(keys).size, path).toBe(keys.length)
    }
  })

  it("renders a category's first screen as the list endpoint answers it with nothing in the address", () => {
    for (const collection of catalogueCollectionSlugs) {
      const [list] = pageDataNeeds(catalogueCollections[collection].path)
      expect(list?.kind).toBe('list')
      if (list?.kind !== 'list') continue
      expect(catalogueQuerySchema.parse(pageRead(list).query)).toEqual({
        page: 1,
        limit: 20,
        sort: 'recent',
        kind: collection === 'consoles' ? 'console' : undefined,
      })
    }
  })

  it('reads what a visitor sees, never the drafts', () => {
    for (const path of prerenderedPaths) {
      for (const need of pageDataNeeds(path)) if ('preview' in need) expect(need.preview, `${path} ${need.kind}`).toBe(false)
    }
  })

  it("asks a phone's page for its model, by the slug in its address", () => {
    expect(pageDataNeeds('/telephones/apple-iphone-15')[0]).toEqual({ kind: 'model', collection: 'phones', slug: 'apple-iphone-15' })
  })

  it('asks nothing for pages the build renders as they are, nor for unknown paths', () => {
    for (const path of ['/suivi', '/commande', '/profil', '/nulle-part']) expect(pageDataNeeds(path), path).toEqual([])
  })

  it("asks the CMS's texts through the shop's endpoint, whose address names the same query back", () => {
    const needs = contentNeeds()
    expect(new Set(needs.map((need) => need.kind))).toEqual(
      new Set([
        'category-pages',
        'service-page',
        'faqs',
        'contact-details',
        'consumer-mediator',
        'legal-page',
        'social-links',
        'shop-promises',
      ]),
    )
    for (const need of needs) {
      expect(pageRead(need)).toEqual({ endpoint: contentEndpoint(need) })
      expect(contentQueryOf(...routeParams(contentEndpoint(need)))).toEqual(need)
    }
  })

  it('comes with every page the server draws: the footer shows the social links', () => {
    for (const path of [...prerenderedPaths, '/telephones/apple-iphone-15']) {
      const needs = pageDataNeeds(path)
      if (needs.length > 0)
        expect(
          needs.map((need) => need.kind),
          path,
        ).toContain('social-links')
    }
  })
})
