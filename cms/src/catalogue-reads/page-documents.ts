import type { Payload } from 'payload'

import { catalogueQuerySchema } from '@shop/domain/catalogue-reads'
import { firstPageQuery, type PageDataNeed } from '@shop/domain/page-data'

import { catalogueCache, type CachedAnswer } from './catalogue-cache.ts'
import { listModels } from './listing.ts'

/** The answer the storefront would fetch for `need`, from the catalogue cache. */
async function answerFor(payload: Payload, need: PageDataNeed): Promise<unknown> {
  switch (need.kind) {
    case 'pricing':
      return catalogueCache.getPricing(payload)
    case 'model':
      return (await catalogueCache.getCategory(payload, need.collection)).bySlug.get(need.slug) ?? null
    case 'list': {
      const entry = await catalogueCache.getCategory(payload, need.collection)
      return listModels(entry.models, entry.brands, catalogueQuerySchema.parse(firstPageQuery(need.collection)))
    }
  }
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
  const depends = needs.find((need) => need.kind !== 'pricing')
  return catalogueCache.document(depends ? depends.collection : 'pricing', `page|${pathname}`, async () =>
    render(await Promise.all(needs.map((need) => answerFor(payload, need)))),
  )
}
