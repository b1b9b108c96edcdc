import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query'

import type { CatalogueCollection } from '@shop/domain/catalogue'
import { catalogueModelSchema, cataloguePageSchema, type CatalogueModel, type CataloguePage } from '@shop/domain/catalogue-reads'
import { pageQueryKey, pageRead, type CatalogueFilters } from '@shop/domain/page-queries'

import { ApiError, apiClient, invalidResponse } from '../../../lib/api-client'
import { getPageAnswer } from '../../../lib/page-answers'

async function getCataloguePage(
  collection: CatalogueCollection,
  filters: CatalogueFilters,
  page: number,
  signal?: AbortSignal,
): Promise<CataloguePage> {
  const { endpoint, query } = pageRead({ kind: 'list', collection, filters })
  return parseCataloguePage(await apiClient.get(endpoint, { query: { ...query, page }, signal }))
}

/** A page of models as the server answers it (also given in the HTML of a server-rendered page). */
export function parseCataloguePage(body: unknown): CataloguePage {
  const parsed = cataloguePageSchema.safeParse(body)
  if (!parsed.success) throw invalidResponse()
  return parsed.data
}

/** Pages are fetched from the server one after the other (never sliced in the browser). */
function catalogueInfiniteOptions(collection: CatalogueCollection, filters: CatalogueFilters) {
  return infiniteQueryOptions({
    queryKey: pageQueryKey({ kind: 'list', collection, filters }),
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
async function getCatalogueModel(collection: CatalogueCollection, slug: string, signal?: AbortSignal): Promise<CatalogueModel | null> {
  try {
    return parseCatalogueModel(await getPageAnswer({ kind: 'model', collection, slug }, signal))
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

function catalogueModelOptions(collection: CatalogueCollection, slug: string) {
  return queryOptions({
    queryKey: pageQueryKey({ kind: 'model', collection, slug }),
    queryFn: ({ signal }) => getCatalogueModel(collection, slug, signal),
    staleTime: 60_000,
  })
}

export function useCatalogueModel(collection: CatalogueCollection, slug: string) {
  return useQuery(catalogueModelOptions(collection, slug))
}
