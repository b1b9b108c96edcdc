import { describe, expect, it } from 'vitest'

import { contentQueryOf, pageRead } from './page-queries.ts'

describe('texts of the CMS on a page', () => {
  it('name the popular searches, which no page paints with, by their endpoint too', () => {
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
})
