import { useEffect, useEffectEvent, useId, useState } from 'react'

import { consoleKindLabels, consoleKinds } from '@shop/domain/catalogue'
import type { CatalogueSort } from '@shop/domain/catalogue-reads'

import { CloseIcon, SearchIcon } from '../../../components/ui/icons'
import { inputClasses } from '../../../components/ui/text-field'
import { useDebouncedValue } from '../../../hooks/use-debounced-value'
import { cn } from '../../../lib/cn'
import { sortLabels, type CategoryConfig } from '../category-config'
import type { useCatalogueFilters } from '../hooks/use-catalogue-filters'

type ToolbarProps = { config: CategoryConfig; brands: readonly string[]; controls: ReturnType<typeof useCatalogueFilters> }

const toggleClasses = (active: boolean) =>
  cn('h-10 rounded-lg px-3 text-sm font-semibold', active ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100')

/** Search (with a clear button), brand, sort and display of a category page. */
export function CatalogueToolbar({ config, brands, controls }: ToolbarProps) {
  const { filters, view } = controls
  const [text, setText] = useState(filters.q ?? '')
  const settled = useDebouncedValue(text, 300)
  const searchId = useId()
  const brandId = useId()
  const sortId = useId()
  const chips = 'brandChips' in config && config.brandChips

  // Only the typed text drives the address here (a reset clears the field below), so the
  // current filters are read without the effect depending on them.
  const applyTyped = useEffectEvent((typed: string) => {
    if (typed.trim() !== (filters.q ?? '')) controls.setQuery(typed)
  })
  useEffect(() => applyTyped(settled), [settled])
  useEffect(() => {
    if (!filters.q) setText('')
  }, [filters.q])

  return (
    <div className="space-y-4">
      {'kindTabs' in config && config.kindTabs ? (
        <div className="flex gap-2" role="group" aria-label="Type de produit">
          {consoleKinds.map((kind) => (
            <button
              key={kind}
              type="button"
              aria-pressed={filters.kind === kind}
              onClick={() => controls.setKind(kind)}
              className={cn(toggleClasses(filters.kind === kind), 'border border-slate-200 px-5')}
            >
              {kind === 'console' ? 'Consoles' : `${consoleKindLabels[kind]}s`}
            </button>
          ))}
        </div>
      ) : null}
      {chips ? (
        <div className="flex flex-wrap gap-2" role="group" aria-label="Marque">
          {[undefined, ...brands].map((brand) => (
            <button
              key={brand ?? 'toutes'}
              type="button"
              aria-pressed={filters.brand === brand}
              onClick={() => controls.setBrand(brand)}
              className={cn(toggleClasses(filters.brand === brand), 'border border-slate-200')}
            >
              {brand ?? 'Toutes les marques'}
            </button>
          ))}
        </div>
      ) : null}
      <div className="grid gap-3 md:grid-cols-[1fr_auto_auto_auto] md:items-end">
        <div>
          <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
            Rechercher un modèle
          </label>
          <div className="relative mt-1">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
            <input
              id={searchId}
              type="search"
              value={text}
              maxLength={100}
              onChange={(event) => setText(event.target.value)}
              placeholder="Nom, marque ou modèle"
              className={cn(inputClasses(false), 'pr-11 pl-10 [&::-webkit-search-cancel-button]:hidden')}
            />
            {text ? (
              <button
                type="button"
                onClick={() => {
                  setText('')
                  controls.setQuery('')
                }}
                aria-label="Effacer la recherche"
                className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-slate-500 hover:text-slate-900"
              >
                <CloseIcon className="size-4" />
              </button>
            ) : null}
          </div>
        </div>
        {!chips ? (
          <div>
            <label htmlFor={brandId} className="block text-sm font-medium text-slate-800">
              Marque
            </label>
            <select
              id={brandId}
              value={filters.brand ?? ''}
              onChange={(event) => controls.setBrand(event.target.value || undefined)}
              className={cn(inputClasses(false), 'mt-1 md:w-48')}
            >
              <option value="">Toutes les marques</option>
              {brands.map((brand) => (
                <option key={brand} value={brand}>
                  {brand}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {config.sorts.length > 1 ? (
          <div>
            <label htmlFor={sortId} className="block text-sm font-medium text-slate-800">
              Trier par
            </label>
            <select
              id={sortId}
              value={filters.sort}
              onChange={(event) => controls.setSort(event.target.value as CatalogueSort)}
              className={cn(inputClasses(false), 'mt-1 md:w-48')}
            >
              {config.sorts.map((sort) => (
                <option key={sort} value={sort}>
                  {sortLabels[sort]}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="flex gap-1 rounded-xl border border-slate-200 p-1" role="group" aria-label="Affichage">
          <button
            type="button"
            aria-pressed={view === 'grid'}
            onClick={() => controls.setView('grid')}
            className={toggleClasses(view === 'grid')}
          >
            Grille
          </button>
          <button
            type="button"
            aria-pressed={view === 'list'}
            onClick={() => controls.setView('list')}
            className={toggleClasses(view === 'list')}
          >
            Liste
          </button>
        </div>
      </div>
    </div>
  )
}
