import { queryOptions, useQuery } from '@tanstack/react-query'

import { searchAnswerSchema, type SearchCategory, type SearchResult } from '@shop/domain/search'

import { apiClient, invalidResponse } from '../../../lib/api-client'

async function searchCatalogue(q: string, category: SearchCategory, signal?: AbortSignal): Promise<SearchResult[]> {
  const parsed = searchAnswerSchema.safeParse(await apiClient.get('/api/search', { query: { q, category }, signal }))
  if (!parsed.success) throw invalidResponse()
  return parsed.data.results
}

const searchQueryOptions = (q: string, category: SearchCategory) =>
  queryOptions({
    queryKey: ['search', category, q],
    queryFn: ({ signal }) => searchCatalogue(q, category, signal),
    enabled: q.trim() !== '',
    staleTime: 60_000,
  })

export function useSearchCatalogue(q: string, category: SearchCategory) {
  return useQuery(searchQueryOptions(q, category))
}
