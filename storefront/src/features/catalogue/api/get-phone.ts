import { queryOptions, useQuery } from '@tanstack/react-query'

import { apiClient, invalidResponse } from '../../../lib/api-client'
import { modelPageSchema, type CatalogueModel } from './schemas'

const phoneFields = ['name', 'slug', 'brand', 'model', 'year', 'description', 'image'] as const

/** The published phone with this slug, or null when there is none. */
export async function getPhone(slug: string, signal?: AbortSignal): Promise<CatalogueModel | null> {
  const body = await apiClient.get('/api/phones', {
    query: {
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 1,
      select: Object.fromEntries(phoneFields.map((field) => [field, true])),
    },
    signal,
  })
  const result = modelPageSchema.safeParse(body)
  if (!result.success) throw invalidResponse()
  return result.data.docs[0] ?? null
}

export function phoneQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['catalogue', 'phones', 'detail', slug],
    queryFn: ({ signal }) => getPhone(slug, signal),
    staleTime: 5 * 60_000,
  })
}

export function usePhone(slug: string) {
  return useQuery(phoneQueryOptions(slug))
}
