import type { Payload } from 'payload'

import { catalogueQuerySchema } from '@shop/domain/catalogue-reads'
import { categoryPagesSlug } from '@shop/domain/category-pages'
import { firstPageQuery, type PageDataNeed } from '@shop/domain/page-data'

import { catalogueCache, type CachedAnswer, type ReadScope } from './catalogue-cache.ts'
import { listModels } from './listing.ts'

/** The answer the storefront would fetch for `need`, from the catalogue cache. */
async function answerFor(payload: Payload, need: PageDataNeed): Promise<unknown> {
  switch (need.kind) {
    case 'pricing':
      return catalogueCache.getPricing(payload)
    case 'model':
      return (await catalogueCache.getCategory(payload, need.collection)).bySlug.get(need.slug) ?? null
    // Each as the storefront's own request answers a visitor: what is published.
    case 'category-pages':
      return payload.findGlobal({ slug: categoryPagesSlug, depth: 1, overrideAccess: false })
    case 'service-page':
      return payload.findGlobal({ slug: need.slug, depth: 0, overrideAccess: false })
    case 'faqs':
      return payload.find({
        collection: 'faqs',
        where: { and: [{ page: { equals: need.page } }, { _status: { equals: 'published' } }] },
        limit: 100,
        depth: 0,
        sort: 'position',
        select: { question: true, answer: true, category: true },
        overrideAccess: false,
      })
    case 'legal-page':
      return payload.find({
        collection: 'legal-pages',
        where: { and: [{ slug: { equals: need.slug } }, { _status: { equals: 'published' } }] },
        limit: 1,
        depth: 0,
        overrideAccess: false,
      })
    case 'contact-details':
    case 'consumer-mediator':
      return payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false })
    case 'list': {
      const entry = await catalogueCache.getCategory(payload, need.collection)
      return listModels(entry.models, entry.brands, catalogueQuerySchema.parse(firstPageQuery(need.collection)))
    }
  }
}

/** What the page depends on most narrowly: its category (which covers prices and sections), else its texts (and prices). */
function readScope(needs: PageDataNeed[]): ReadScope {
  for (const need of needs) if (need.kind === 'model' || need.kind === 'list') return need.collection
  return needs.every((need) => need.kind === 'pricing') ? 'pricing' : 'content'
}

export type RenderWithAnswers = (answers: unknown[]) => Promise<string>

/**
 * A catalogue page's HTML with its data (storefront/src/entry-server.tsx renders it), kept by the
 * catalogue cache: rendered once, dropped by the same invalidation as the answers it holds, so a
 * price saved in the admin shows at the next load.
 */
export function catalogueDocument(
  payload: Payload,
  pathname: string,
  needs: PageDataNeed[],
  render: RenderWithAnswers,
): Promise<CachedAnswer> {
  return catalogueCache.document(readScope(needs), `page|${pathname}`, async () =>
    render(await Promise.all(needs.map((need) => answerFor(payload, need)))),
  )
}
