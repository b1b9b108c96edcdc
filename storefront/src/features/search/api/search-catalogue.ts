import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod'

import { searchAnswerSchema, type SearchCategory, type SearchResult } from '@shop/domain/search'

import { apiClient, invalidResponse } from '../../../lib/api-client'

export async function searchCatalogue(q: string, category: SearchCategory, signal?: AbortSignal): Promise<SearchResult[]> {
  const parsed = searchAnswerSchema.safeParse(await apiClient.get('/api/search', { query: { q, category }, signal }))
  if (!parsed.success) throw invalidResponse()
  return parsed.data.results
}

export const searchQueryOptions = (q: string, category: SearchCategory) =>
  queryOptions({
    queryKey: ['search', category, q],
    queryFn: ({ signal }) => searchCatalogue(q, category, signal),
    enabled: q.trim() !== '',
    staleTime: 60_000,
  })

const popularSchema = z.object({
  popularSearches: z.array(z.object({ query: z.string() })).nullish(),
})

/** The searches staff suggest before typing (site settings in the CMS). */
export async function getPopularSearches(signal?: AbortSignal): Promise<string[]> {
  const body = await apiClient.get('/api/globals/site-settings', { query: { depth: 0, select: { popularSearches: true } }, signal })
  const parsed = popularSchema.safeParse(body)
  if (!parsed.success) throw invalidResponse()
  return (parsed.data.popularSearches ?? []).map((entry) => entry.query)
}
