import type { CatalogueModel, CataloguePage, CatalogueQuery } from '@shop/domain/catalogue-reads'

/** A model with what filtering needs precomputed once per cache fill. */
export type IndexedModel = { model: CatalogueModel; text: string; compact: string; brand: string }

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true })

/** Lower case, no accents: 'Écran' and 'ecran' are the same word to a shopper. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

export function indexModel(model: CatalogueModel): IndexedModel {
  const text = foldText([model.name, model.brand, model.model].join(' '))
  return { model, text, compact: text.replace(/[^a-z0-9+]/g, ''), brand: foldText(model.brand) }
}

function matches(entry: IndexedModel, words: string[], compactQuery: string): boolean {
  // 'iphone15' and 'iPhone 15' find the same models.
  return words.every((word) => entry.text.includes(word)) || (compactQuery !== '' && entry.compact.includes(compactQuery))
}

const screenInches = (model: CatalogueModel) => Math.max(Number.parseFloat(model.screenSize ?? '') || 0, ...(model.sizes ?? [0]))

const byRecent = (a: CatalogueModel, b: CatalogueModel) => b.year - a.year || collator.compare(a.name, b.name)

const comparators: Record<CatalogueQuery['sort'], (a: CatalogueModel, b: CatalogueModel) => number> = {
  recent: byRecent,
  'price-low': (a, b) => a.fromCents - b.fromCents || byRecent(a, b),
  'price-high': (a, b) => b.toCents - a.toCents || byRecent(a, b),
  brand: (a, b) => collator.compare(a.brand, b.brand) || collator.compare(a.name, b.name),
  'screen-size': (a, b) => screenInches(b) - screenInches(a) || byRecent(a, b),
}

/** One page of a category: filtered by brand, text and kind, sorted, cut on the server. */
export function listModels(entries: readonly IndexedModel[], brands: string[], query: CatalogueQuery): CataloguePage {
  const folded = query.q ? foldText(query.q) : ''
  const words = folded.split(/\s+/).filter(Boolean)
  const compactQuery = folded.replace(/[^a-z0-9+]/g, '')
  const brand = query.brand ? foldText(query.brand) : null
  const found = entries
    .filter(
      (entry) =>
        (!brand || entry.brand === brand) &&
        (!query.kind || entry.model.kind === query.kind) &&
        (words.length === 0 || matches(entry, words, compactQuery)),
    )
    .map((entry) => entry.model)
    .sort(comparators[query.sort])
  const start = (query.page - 1) * query.limit
  const docs = found.slice(start, start + query.limit).map(({ description: _description, ...card }) => card)
  return {
    docs,
    page: query.page,
    limit: query.limit,
    totalDocs: found.length,
    totalPages: Math.max(1, Math.ceil(found.length / query.limit)),
    hasNextPage: start + query.limit < found.length,
    brands,
  }
}
