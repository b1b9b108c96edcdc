import { queryOptions, useQuery } from '@tanstack/react-query'

import type { CatalogueCollection } from '@shop/domain/catalogue'

import { apiClient, invalidResponse } from '../../../lib/api-client'
import { modelPageSchema, type ModelPage } from './schemas'

export const modelsPageSize = 20

/** Fields a model card shows, per collection (Payload `select`: the answer carries only these). */
const cardFields: Record<CatalogueCollection, readonly string[]> = {
  phones: [],
  tablets: [],
  watches: ['size'],
  consoles: ['kind'],
  laptops: ['sizes'],
  'car-models': ['screenSize'],
}

function cardSelect(collection: CatalogueCollection): Record<string, true> {
  const fields = ['name', 'slug', 'brand', 'year', 'image', ...cardFields[collection]]
  return Object.fromEntries(fields.map((field) => [field, true]))
}

type GetModelsOptions = { page?: number; signal?: AbortSignal }

/** One page of a catalogue collection, most recent models first (then by name). */
export async function getModels(
  collection: CatalogueCollection,
  { page = 1, signal }: GetModelsOptions = {},
): Promise<ModelPage> {
  const body = await apiClient.get(`/api/${collection}`, {
    query: { limit: modelsPageSize, page, depth: 1, sort: '-year,name', select: cardSelect(collection) },
    signal,
  })
  const result = modelPageSchema.safeParse(body)
  if (!result.success) throw invalidResponse()
  return result.data
}

export function modelsQueryOptions(collection: CatalogueCollection, page = 1) {
  return queryOptions({
    queryKey: ['catalogue', collection, 'list', { page }],
    queryFn: ({ signal }) => getModels(collection, { page, signal }),
    staleTime: 5 * 60_000,
  })
}

export function useModels(collection: CatalogueCollection, page = 1) {
  return useQuery(modelsQueryOptions(collection, page))
}
