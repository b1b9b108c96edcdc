import type { Payload } from 'payload'

import { catalogueQuerySchema } from '@shop/domain/catalogue-reads'
import {
  contentSource,
  pageRead,
  publishedOnly,
  type CollectionRead,
  type ContentQuery,
  type GlobalRead,
  type PageQuery,
  type PageQueryKind,
} from '@shop/domain/page-queries'

import { catalogueCache, type CachedAnswer, type ReadScope } from './catalogue-cache.ts'
import { listModels } from './listing.ts'
import { loadPublicReviews } from './public-reviews.ts'

// Each as the storefront's own request answers a visitor: what is published.
const readGlobal = (payload: Payload, { global, depth, select }: GlobalRead) =>
  payload.findGlobal({ slug: global, depth, select, overrideAccess: false })

const readCollection = (payload: Payload, { where, ...read }: CollectionRead) =>
  payload.find({ ...read, where: publishedOnly(where), overrideAccess: false })

/** The answer the storefront would fetch for each kind of query, from the catalogue cache or the CMS. */
const answers: { [Kind in PageQueryKind]: (payload: Payload, query: PageQuery<Kind>) => Promise<unknown> } = {
  pricing: (payload) => catalogueCache.getPriceList(payload),
  'delivery-modes': async (payload) => ({ modes: await catalogueCache.getDeliveryModes(payload) }),
  reviews: loadPublicReviews,
  model: async (payload, { collection, slug }) => (await catalogueCache.getCategory(payload, collection)).bySlug.get(slug) ?? null,
  list: async (payload, query) => {
    const entry = await catalogueCache.getCategory(payload, query.collection)
    return listModels(entry.models, entry.brands, catalogueQuerySchema.parse(pageRead(query).query))
  },
  'category-pages': (payload, query) => readGlobal(payload, contentSource(query)),
  'service-page': (payload, query) => readGlobal(payload, contentSource(query)),
  faqs: (payload, query) => readCollection(payload, contentSource(query)),
  'contact-details': (payload, query) => readGlobal(payload, contentSource(query)),
  'consumer-mediator': (payload, query) => readGlobal(payload, contentSource(query)),
  'legal-page': (payload, query) => readCollection(payload, contentSource(query)),
  'social-links': (payload, query) => readGlobal(payload, contentSource(query)),
  'popular-searches': (payload, query) => readGlobal(payload, contentSource(query)),
  'shop-promises': (payload, query) => readGlobal(payload, contentSource(query)),
}

const answerFor = <Kind extends PageQueryKind>(payload: Payload, query: PageQuery<Kind>) => answers[query.kind](payload, query)

/**
 * A text of the CMS as a visitor's page asks for it (`/api/page-content/…`): kept with the
 * catalogue's answers, dropped by the same invalidation.
 */
export function contentAnswer(payload: Payload, query: ContentQuery): Promise<CachedAnswer> {
  return catalogueCache.answer('content', `content|${JSON.stringify(query)}`, () => answerFor(payload, query))
}

/** What the page depends on most narrowly: its category (which covers prices and sections), else its texts (and prices). */
function readScope(needs: PageQuery[]): ReadScope {
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
  needs: PageQuery[],
  render: RenderWithAnswers,
): Promise<CachedAnswer> {
  return catalogueCache.document(readScope(needs), `page|${pathname}`, async () =>
    render(await Promise.all(needs.map((need) => answerFor(payload, need)))),
  )
}
