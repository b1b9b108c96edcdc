import type { QueryClient } from '@tanstack/react-query'

import { pageQueryKey, type PageQuery, type PageQueryKind } from '@shop/domain/page-queries'

import { parseCatalogueModel, parseCataloguePage } from '../features/catalogue/api/get-catalogue'
import { parsePricing } from '../features/catalogue/api/get-pricing'
import { parseCategoryPages } from '../features/category-content/api/get-category-pages'
import { parseConsumerMediator } from '../features/content/api/get-consumer-mediator'
import { parseContactDetails } from '../features/content/api/get-contact-details'
import { parseDeliveryModes } from '../features/content/api/get-delivery-modes'
import { parseFaqs } from '../features/content/api/get-faqs'
import { parseLegalPage } from '../features/content/api/get-legal-page'
import { parseServicePage } from '../features/content/api/get-service-page'
import { parseShopPromises } from '../features/content/api/get-shop-promises'
import { parseSocialLinks } from '../features/content/api/get-social-links'
import { parseReviews } from '../features/reviews/api/get-reviews'
import { parsePopularSearches } from '../features/search/api/get-popular-searches'
import { pageDataNeeds } from './page-data-needs'

/** Each kind's answer as its query keeps it, read by the same schema as when the browser fetches it. */
const cachedData: { [Kind in PageQueryKind]: (answer: unknown, query: PageQuery<Kind>) => unknown } = {
  pricing: parsePricing,
  'delivery-modes': parseDeliveryModes,
  reviews: parseReviews,
  // The server has no such model: the browser's fetch would have read its 404 as null too.
  model: (answer) => (answer === null ? null : parseCatalogueModel(answer)),
  // The first page of an infinite query.
  list: (answer) => ({ pages: [parseCataloguePage(answer)], pageParams: [1] }),
  'category-pages': parseCategoryPages,
  'service-page': (answer, { slug }) => parseServicePage(slug, answer),
  faqs: parseFaqs,
  'contact-details': parseContactDetails,
  'consumer-mediator': parseConsumerMediator,
  'legal-page': parseLegalPage,
  'social-links': parseSocialLinks,
  'popular-searches': parsePopularSearches,
  'shop-promises': parseShopPromises,
}

const cachedDataFor = <Kind extends PageQueryKind>(query: PageQuery<Kind>, answer: unknown) => cachedData[query.kind](answer, query)

/**
 * Puts the server's answers for `pathname` (in the order of `pageDataNeeds`) where the page's
 * queries will look for them. Only the server's render imports this.
 */
export async function seedPageData(client: QueryClient, pathname: string, answers: readonly unknown[]): Promise<void> {
  // The build renders without data (the server falls back on that render when it cannot draw its own).
  if (answers.length === 0) return
  for (const [index, need] of pageDataNeeds(pathname).entries()) {
    client.setQueryData(pageQueryKey(need), await cachedDataFor(need, answers[index]))
  }
}
