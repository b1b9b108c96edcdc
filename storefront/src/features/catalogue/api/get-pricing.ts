import { queryOptions, useQuery } from '@tanstack/react-query'

import { pageQueryKey } from '@shop/domain/page-queries'
import type { Pricing } from '@shop/domain/pricing'

import { invalidResponse } from '../../../lib/api-client'
import { getPageAnswer } from '../../../lib/page-answers'

// The schema (and zod) load with the answer, not with the home page's first download.
const pricingModule = () => import('@shop/domain/pricing')

/** The CMS `pricing` global (all prices, in euros), from the server's catalogue cache. */
export async function getPricing(signal?: AbortSignal): Promise<Pricing> {
  const [body] = await Promise.all([getPageAnswer({ kind: 'pricing' }, signal), pricingModule()])
  return parsePricing(body)
}

/** The price table as the server answers it (also given in the HTML of a server-rendered page). */
export async function parsePricing(body: unknown): Promise<Pricing> {
  const { pricingSchema } = await pricingModule()
  const result = pricingSchema.safeParse(body)
  if (!result.success) throw invalidResponse()
  return result.data
}

export function pricingQueryOptions() {
  return queryOptions({
    queryKey: pageQueryKey({ kind: 'pricing' }),
    queryFn: ({ signal }) => getPricing(signal),
    staleTime: 10 * 60_000,
  })
}

export function usePricing() {
  return useQuery(pricingQueryOptions())
}
