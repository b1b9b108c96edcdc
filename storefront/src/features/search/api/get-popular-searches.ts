import { queryOptions, useQuery } from '@tanstack/react-query'

import { pageQueryKey } from '@shop/domain/page-queries'
import { popularSearchesAnswerSchema } from '@shop/domain/search'

import { invalidResponse } from '../../../lib/api-client'
import { getPageAnswer } from '../../../lib/page-answers'

/** Reads the searches staff suggest before typing (site settings in the CMS). */
export function parsePopularSearches(body: unknown): string[] {
  const parsed = popularSearchesAnswerSchema.safeParse(body)
  if (!parsed.success) throw invalidResponse()
  return (parsed.data.popularSearches ?? []).map((entry) => entry.query)
}

async function getPopularSearches(signal?: AbortSignal): Promise<string[]> {
  return parsePopularSearches(await getPageAnswer({ kind: 'popular-searches', preview: false }, signal))
}

function popularSearchesQueryOptions() {
  return queryOptions({
    queryKey: pageQueryKey({ kind: 'popular-searches', preview: false }),
    queryFn: ({ signal }) => getPopularSearches(signal),
    staleTime: 5 * 60_000,
  })
}

export function usePopularSearches() {
  return useQuery(popularSearchesQueryOptions())
}
