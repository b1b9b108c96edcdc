import { useSearchParams } from 'react-router'

import { consoleKinds, type ConsoleKind } from '@shop/domain/catalogue'
import { catalogueSorts, type CatalogueSort } from '@shop/domain/catalogue-reads'
import type { CatalogueFilters } from '@shop/domain/page-queries'

export type CatalogueView = 'grid' | 'list'

const isSort = (value: string | null): value is CatalogueSort => (catalogueSorts as readonly (string | null)[]).includes(value)
const isKind = (value: string | null): value is ConsoleKind => (consoleKinds as readonly (string | null)[]).includes(value)

/**
 * The filters of a category page live in the address (?marque=&recherche=&tri=&affichage=), so
 * that a filtered list can be shared, reloaded and reached with the back button.
 */
export function useCatalogueFilters(defaultKind?: ConsoleKind) {
  const [params, setParams] = useSearchParams()
  const sort = params.get('tri')
  const kind = params.get('type')
  const filters: CatalogueFilters = {
    sort: isSort(sort) ? sort : 'recent',
    brand: params.get('marque') || undefined,
    q: params.get('recherche') || undefined,
    kind: isKind(kind) ? kind : defaultKind,
  }
  const view: CatalogueView = params.get('affichage') === 'liste' ? 'list' : 'grid'

  const update = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value)
          else next.delete(key)
        }
        return next
      },
      { replace: true, preventScrollReset: true },
    )

  return {
    filters,
    view,
    setBrand: (brand: string | undefined) => update({ marque: brand }),
    setQuery: (q: string) => update({ recherche: q.trim() || undefined }),
    setSort: (value: CatalogueSort) => update({ tri: value === 'recent' ? undefined : value }),
    setKind: (value: ConsoleKind) => update({ type: value, marque: undefined }),
    setView: (value: CatalogueView) => update({ affichage: value === 'list' ? 'liste' : undefined }),
    reset: () => update({ marque: undefined, recherche: undefined, tri: undefined }),
    isFiltered: Boolean(filters.brand || filters.q || filters.sort !== 'recent'),
  }
}
