import { queryOptions, useQuery } from '@tanstack/react-query'

import type { CatalogueCollection } from '@shop/domain/catalogue'
import { pageQueryKey } from '@shop/domain/page-queries'
import type { PriceList } from '@shop/domain/pricing'
import { modelKey, pricingFor } from '@shop/domain/sales'

import { invalidResponse } from '../../../lib/api-client'
import { getPageAnswer } from '../../../lib/page-answers'

// The schema (and zod) load with the answer, not with the home page's first download.
const pricingModule = () => import('@shop/domain/pricing')

/** The CMS `pricing` global (all prices, in euros) and the prices on sale now, from the server's catalogue cache. */
async function getPricing(signal?: AbortSignal): Promise<PriceList> {
  const [body] = await Promise.all([getPageAnswer({ kind: 'pricing' }, signal), pricingModule()])
  return parsePricing(body)
}

/** The price table as the server answers it (also given in the HTML of a server-rendered page). */
export async function parsePricing(body: unknown): Promise<PriceList> {
  const { priceListSchema } = await pricingModule()
  const result = priceListSchema.safeParse(body)
  if (!result.success) throw invalidResponse()
  return result.data
}

function pricingQueryOptions() {
  return queryOptions({
    queryKey: pageQueryKey({ kind: 'pricing' }),
    queryFn: ({ signal }) => getPricing(signal),
    staleTime: 10 * 60_000,
  })
}

/** The prices as they apply to a model now (its sales taken off), or to the whole category when none is named. */
export type ModelPrices = PriceList & { model: string | null }

export function usePricing(model?: { collection: CatalogueCollection; slug: string }) {
  const key = model ? modelKey(model.collection, model.slug) : null
  return useQuery({
    ...pricingQueryOptions(),
    select: (list): ModelPrices => ({ ...pricingFor(list, list.offers, key), offers: list.offers, model: key }),
  })
}
