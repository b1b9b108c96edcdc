import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query'

import type { CatalogueCollection } from '@shop/domain/catalogue'
import {
  catalogueModelSchema,
  cataloguePageSchema,
  type CatalogueModel,
  type CataloguePage,
  type CatalogueQuery,
} from '@shop/domain/catalogue-reads'

import { cataloguePageSize } from '@shop/domain/page-data'

import { ApiError, apiClient, invalidResponse } from '../../../lib/api-client'

export type CatalogueFilters = Pick<CatalogueQuery, 'sort'> & Partial<Pick<CatalogueQuery, 'brand' | 'q' | 'kind'>>

export async function getCataloguePage(
  collection: CatalogueCollection,
  filters: CatalogueFilters,
  page: number,
  signal?: AbortSignal,
): Promise<CataloguePage> {
  const body = await apiClient.get(`/api/catalogue/${collection}`, {
    query: { ...filters, page, limit: cataloguePageSize },
    signal,
  })
  return parseCataloguePage(body)
}

/** A page of models as the server answers it (also given in the HTML of a server-rendered page). */
export function parseCataloguePage(body: unknown): CataloguePage {
  const parsed = cataloguePageSchema.safeParse(body)
  if (!parsed.success) throw invalidResponse()
  return parsed.data
}

/** Pages are fetched from the server one after the other (never sliced in the browser). */
export function catalogueInfiniteOptions(collection: CatalogueCollection, filters: CatalogueFilters) {
  return infiniteQueryOptions({
    queryKey: ['catalogue', collection, 'list', filters],
    queryFn: ({ pageParam, signal }) => getCataloguePage(collection, filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.page + 1 : undefined),
    staleTime: 60_000,
  })
}

export function useCatalogue(collection: CatalogueCollection, filters: CatalogueFilters) {
  return useInfiniteQuery(catalogueInfiniteOptions(collection, filters))
}

/** The published model with this slug, or null when there is none. */
export async function getCatalogueModel(
  collection: CatalogueCollection,
  slug: string,
  signal?: AbortSignal,
): Promise<CatalogueModel | null> {
  try {
    return parseCatalogueModel(await apiClient.get(`/api/catalogue/${collection}/${slug}`, { signal }))
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

export function parseCatalogueModel(body: unknown): CatalogueModel {
  const parsed = catalogueModelSchema.safeParse(body)
  if (!parsed.success) throw invalidResponse()
  return parsed.data
}

export function catalogueModelOptions(collection: CatalogueCollection, slug: string) {
  return queryOptions({
    queryKey: ['catalogue', collection, 'detail', slug],
    queryFn: ({ signal }) => getCatalogueModel(collection, slug, signal),
    staleTime: 60_000,
  })
}

export function useCatalogueModel(collection: CatalogueCollection, slug: string) {
  return useQuery(catalogueModelOptions(collection, slug))
}
