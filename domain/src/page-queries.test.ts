import { describe, expect, it } from 'vitest'

import { pageDataNeeds } from './page-data.ts'
import { contentEndpoint, contentQueryOf, isContentQuery, pageRead, type ContentQuery } from './page-queries.ts'
import { prerenderedPaths } from './paths.ts'

const contentNeeds = (): ContentQuery[] => prerenderedPaths.flatMap((path) => pageDataNeeds(path).filter(isContentQuery))

/** The kind and the parameter an endpoint names, as the server's route reads them. */
function routeParams(endpoint: string): [string, string | undefined] {
  const [kind = '', param] = endpoint.replace('/api/page-content/', '').split('/')
  return [kind, param]
}

describe('texts of the CMS on a page', () => {
  it("are asked by a visitor through the shop's endpoint, whose address names the same query back", () => {
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
      const read = pageRead(need)
      expect(read).toEqual({ endpoint: contentEndpoint(need) })
      expect(contentQueryOf(...routeParams(contentEndpoint(need)))).toEqual(need)
    }
    expect(contentQueryOf('popular-searches', undefined)).toEqual({ kind: 'popular-searches', preview: false })
  })

  it('are read from the CMS with the drafts in preview', () => {
    expect(pageRead({ kind: 'faqs', page: 'garantie', preview: true })).toMatchObject({
      collection: 'faqs',
      where: { page: { equals: 'garantie' } },
    })
    expect(pageRead({ kind: 'social-links', preview: true })).toEqual({ global: 'site-settings', depth: 0, select: { social: true } })
  })

  it('name no query for an unknown kind or parameter, a missing one, or one too many', () => {
    expect(contentQueryOf('pricing', undefined)).toBeNull()
    expect(contentQueryOf('users', undefined)).toBeNull()
    expect(contentQueryOf('faqs', 'inconnue')).toBeNull()
    expect(contentQueryOf('faqs', undefined)).toBeNull()
    expect(contentQueryOf('legal-page', 'constructor')).toBeNull()
    expect(contentQueryOf('service-page', 'site-settings')).toBeNull()
    expect(contentQueryOf('social-links', 'x')).toBeNull()
  })

  it('come with every page the server draws: the footer shows the social links', () => {
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
