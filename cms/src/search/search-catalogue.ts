import type { Payload } from 'payload'

import { catalogueCollections, type CatalogueCollection } from '@shop/domain/catalogue'
import type { CatalogueModel } from '@shop/domain/catalogue-reads'
import { formatCents } from '@shop/domain/money'
import { phonePath } from '@shop/domain/paths'
import type { SearchCategory, SearchResult } from '@shop/domain/search'

import { catalogueCache, type CategoryEntry } from '../catalogue-reads/catalogue-cache.ts'
import { indexCategory, searchIndexes, type CategoryIndex } from './search-index.ts'

/** The search's name for each catalogue collection (the contract's categories). */
const searchCategoryOf: Record<CatalogueCollection, Exclude<SearchCategory, 'all'>> = {
  phones: 'phones',
  tablets: 'tablets',
  watches: 'watches',
  consoles: 'consoles',
  laptops: 'computers',
  'car-models': 'auto',
}

const collections = Object.keys(searchCategoryOf) as CatalogueCollection[]

/** The collection a search category holds. */
export const searchCollection = (category: Exclude<SearchCategory, 'all'>): CatalogueCollection =>
  collections.find((collection) => searchCategoryOf[collection] === category) as CatalogueCollection

/**
 * One index per cached category: built at the first search after the category was (re)loaded,
 * and forgotten with it, so a staff edit is searched at the next request like it is listed.
 */
const indexes = new WeakMap<CategoryEntry, CategoryIndex & { collection: CatalogueCollection }>()

async function indexOf(payload: Payload, collection: CatalogueCollection) {
  const entry = await catalogueCache.getCategory(payload, collection)
  let index = indexes.get(entry)
  if (!index) {
    index = { ...indexCategory([...entry.bySlug.values()]), collection }
    indexes.set(entry, index)
  }
  return index
}

/** What a shopper recognises the model by besides its name: its model, size or screen. */
function compatibility(collection: CatalogueCollection, model: CatalogueModel): string[] {
  if (collection === 'watches') return [`${model.model} ${model.size ?? ''}`.trim()]
  if (collection === 'car-models') return [`${model.model} (${model.screenSize ?? ''})`]
  return [model.model]
}

/**
 * A result opens its model: a phone's own page, else its category page filtered to that model.
 */
function modelPath(collection: CatalogueCollection, model: CatalogueModel): string {
  if (collection === 'phones') return phonePath(model.slug)
  const query = new URLSearchParams({ recherche: model.name })
  // The consoles page opens on its consoles: a controller needs its tab.
  if (model.kind === 'controller') query.set('type', 'controller')
  return `${catalogueCollections[collection].path}?${query}`
}

/**
 * The published catalogue, best match first, from the models the catalogue cache holds in
 * memory. `typos`: forgive typing mistakes (the search box); the assistant wants none.
 */
export async function searchCatalogue(
  payload: Payload,
  query: string,
  category: SearchCategory,
  limit = 20,
  typos = true,
): Promise<SearchResult[]> {
  const selected = collections.filter((collection) => category === 'all' || searchCategoryOf[collection] === category)
  const found = await Promise.all(selected.map((collection) => indexOf(payload, collection)))
  return searchIndexes(found, query, { limit, typos }).map(({ model, index: { collection } }) => {
    return {
      id: `${collection}-${model.id}`,
      name: model.name,
      category: searchCategoryOf[collection],
      categoryPath: modelPath(collection, model),
      price: formatCents(model.fromCents),
      image: model.image?.url ?? null,
      description: model.description,
      compatibility: compatibility(collection, model),
    }
  })
}
