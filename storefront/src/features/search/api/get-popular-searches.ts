import { queryOptions, useQuery } from '@tanstack/react-query'

import { popularSearchesAnswerSchema } from '@shop/domain/search'

import { apiClient, invalidResponse } from '../../../lib/api-client'

/** The searches staff suggest before typing (site settings in the CMS). */
export async function getPopularSearches(signal?: AbortSignal): Promise<string[]> {
  const body = await apiClient.get('/api/globals/site-settings', { query: { depth: 0, select: { popularSearches: true } }, signal })
  const parsed = popularSearchesAnswerSchema.safeParse(body)
  if (!parsed.success) throw invalidResponse()
  return (parsed.data.popularSearches ?? []).map((entry) => entry.query)
}

export function popularSearchesQueryOptions() {
  return queryOptions({
    queryKey: ['search', 'popular'],
    queryFn: ({ signal }) => getPopularSearches(signal),
    staleTime: 5 * 60_000,
  })
}

export function usePopularSearches() {
  return useQuery(popularSearchesQueryOptions())
}
