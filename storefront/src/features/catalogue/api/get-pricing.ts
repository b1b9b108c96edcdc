import { queryOptions, useQuery } from '@tanstack/react-query'

import type { Pricing } from '@shop/domain/pricing'

import { apiClient, invalidResponse } from '../../../lib/api-client'

/** The CMS `pricing` global (all prices, in euros), from the server's catalogue cache. */
export async function getPricing(signal?: AbortSignal): Promise<Pricing> {
  // The schema (and zod) load with the answer, not with the home page's first download.
  const [body, { pricingSchema }] = await Promise.all([apiClient.get('/api/catalogue-pricing', { signal }), import('@shop/domain/pricing')])
  const result = pricingSchema.safeParse(body)
  if (!result.success) throw invalidResponse()
  return result.data
}

export function pricingQueryOptions() {
  return queryOptions({
    queryKey: ['pricing'],
    queryFn: ({ signal }) => getPricing(signal),
    staleTime: 10 * 60_000,
  })
}

export function usePricing() {
  return useQuery(pricingQueryOptions())
}
