import type { QueryClient } from '@tanstack/react-query'

import { firstPageQuery, pageDataNeeds } from '@shop/domain/page-data'

import { invalidResponse } from '../lib/api-client'
import {
  catalogueInfiniteOptions,
  catalogueModelOptions,
  parseCatalogueModel,
  parseCataloguePage,
} from '../features/catalogue/api/get-catalogue'
import { pricingQueryOptions } from '../features/catalogue/api/get-pricing'
import { categoryPagesQueryOptions, parseCategoryPages } from '../features/category-content/api/get-category-pages'
import { consumerMediatorQueryOptions, parseConsumerMediator } from '../features/content/api/get-consumer-mediator'
import { contactDetailsQueryOptions, parseContactDetails } from '../features/content/api/get-contact-details'
import { faqsQueryOptions, parseFaqs } from '../features/content/api/get-faqs'
import { legalPageQueryOptions, parseLegalPage } from '../features/content/api/get-legal-page'
import { parseServicePage, servicePageQueryOptions } from '../features/content/api/get-service-page'

/**
 * Puts the server's answers for `pathname` (in the order of `pageDataNeeds`) where the page's
 * queries will look for them, read by the same schemas as when the browser fetches them.
 * Only the server's render imports this.
 */
export async function seedPageData(client: QueryClient, pathname: string, answers: readonly unknown[]): Promise<void> {
  // The build renders without data (the server falls back on that render when it cannot draw its own).
  if (answers.length === 0) return
  // As in get-pricing.ts: imported where it is used, so that it stays out of the home page's first download.
  const { pricingSchema } = await import('@shop/domain/pricing')
  for (const [index, need] of pageDataNeeds(pathname).entries()) {
    const answer = answers[index]
    switch (need.kind) {
      case 'pricing': {
        const parsed = pricingSchema.safeParse(answer)
        if (!parsed.success) throw invalidResponse()
        client.setQueryData(pricingQueryOptions().queryKey, parsed.data)
        break
      }
      case 'category-pages':
        client.setQueryData(categoryPagesQueryOptions({ preview: false }).queryKey, await parseCategoryPages(answer))
        break
      case 'service-page':
        client.setQueryData(servicePageQueryOptions({ slug: need.slug, preview: false }).queryKey, parseServicePage(need.slug, answer))
        break
      case 'faqs':
        client.setQueryData(faqsQueryOptions({ page: need.page, preview: false }).queryKey, parseFaqs(answer))
        break
      case 'contact-details':
        client.setQueryData(contactDetailsQueryOptions({ preview: false }).queryKey, parseContactDetails(answer))
        break
      case 'consumer-mediator':
        client.setQueryData(consumerMediatorQueryOptions({ preview: false }).queryKey, parseConsumerMediator(answer))
        break
      case 'legal-page':
        client.setQueryData(legalPageQueryOptions(need.slug, { preview: false }).queryKey, parseLegalPage(answer))
        break
      case 'model':
        client.setQueryData(
          catalogueModelOptions(need.collection, need.slug).queryKey,
          answer === null ? null : parseCatalogueModel(answer),
        )
        break
      case 'list': {
        const { sort, kind } = firstPageQuery(need.collection)
        client.setQueryData(catalogueInfiniteOptions(need.collection, { sort, kind }).queryKey, {
          pages: [parseCataloguePage(answer)],
          pageParams: [1],
        })
      }
    }
  }
}
