import { queryOptions, useQuery } from '@tanstack/react-query'

import { pricingSchema, type Pricing } from '@shop/domain/pricing'

import { apiClient, invalidResponse } from '../../../lib/api-client'

/** The CMS `pricing` global (all prices, in euros), from the server's catalogue cache. */
export async function getPricing(signal?: AbortSignal): Promise<Pricing> {
  const body = await apiClient.get('/api/catalogue-pricing', { signal })
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
