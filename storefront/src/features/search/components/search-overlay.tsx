import { useId, useState, type ReactNode } from 'react'
import { Link } from 'react-router'

import { searchCategories, searchMessages, type SearchCategory } from '@shop/domain/search'

import { SearchIcon } from '../../../components/ui/icons'
import { Modal } from '../../../components/ui/modal'
import { QueryError } from '../../../components/ui/query-error'
import { inputClasses } from '../../../components/ui/text-field'
import { useDebouncedValue } from '../../../hooks/use-debounced-value'
import { cn } from '../../../lib/cn'
import { useExternalStore } from '../../../lib/external-store'
import { usePopularSearches } from '../api/get-popular-searches'
import { useSearchCatalogue } from '../api/search-catalogue'
import { useSearchCounter } from '../hooks/use-search-counter'
import { closeSearchOverlay } from '../hooks/use-search-overlay'
import { clearRecentSearches, recentSearchesStore, rememberSearch } from '../stores/recent-searches'

const categoryLabels: Record<SearchCategory, string> = {
  all: 'Tout',
  phones: 'Téléphones',
  tablets: 'Tablettes',
  watches: 'Montres',
  consoles: 'Consoles',
  computers: 'Ordinateurs',
  auto: 'Auto',
}

/** Spec core §4: results 300 ms after the last keystroke. */
const searchDelayMs = 300

const chipClasses = (active: boolean) =>
  cn(
    'rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
    active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 text-slate-700 hover:border-brand-600',
  )

/** The search overlay: the whole published catalogue, searched on the server. */
export function SearchOverlay() {
  const [query, setQuery] = useState('')
  const [category, setCategory] = useState<SearchCategory>('all')
  const settled = useDebouncedValue(query.trim(), searchDelayMs)
  const results = useSearchCatalogue(settled, category)
  useSearchCounter(settled, results.data?.length)
  const popular = usePopularSearches()
  const recent = useExternalStore(recentSearchesStore)
  const inputId = useId()
  const resultsId = useId()

  const choose = (text: string) => setQuery(text)
  const open = () => {
    rememberSearch(settled)
    closeSearchOverlay()
  }

  return (
    <Modal title="Rechercher" onClose={closeSearchOverlay} className="max-w-2xl self-start md:mt-24">
      <div role="search">
        <label htmlFor={inputId} className="sr-only">
          Modèle, marque ou type de protection
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
          <input
            id={inputId}
            type="search"
            data-autofocus
            autoComplete="off"
            placeholder="iPhone 16, Galaxy Tab, Apple Watch…"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') rememberSearch(query)
            }}
            aria-controls={resultsId}
            className={cn(inputClasses(false), 'h-12 pl-11')}
            maxLength={100}
          />
        </div>
        <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label="Catégorie">
          {searchCategories.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={category === value}
              className={chipClasses(category === value)}
              onClick={() => setCategory(value)}
            >
              {categoryLabels[value]}
            </button>
          ))}
        </div>
      </div>

      <div id={resultsId} aria-live="polite" className="mt-5 max-h-[60dvh] overflow-y-auto">
        {settled === '' ? (
          <Suggestions recent={recent} popular={popular.data ?? []} onChoose={choose} />
        ) : results.isError ? (
          <QueryError error={results.error} onRetry={() => void results.refetch()} />
        ) : results.data === undefined ? (
          <p className="py-6 text-center text-sm text-slate-600">Recherche…</p>
        ) : results.data.length === 0 ? (
          <p className="py-6 text-center font-medium text-slate-700">{searchMessages.noResult}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {results.data.map((result) => (
              <li key={result.id}>
                <Link to={result.categoryPath} onClick={open} className="flex items-center gap-3 rounded-lg p-2 hover:bg-slate-50">
                  <ResultImage src={result.image} />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-slate-900">{result.name}</span>
                    <span className="block truncate text-sm text-slate-600">{result.description}</span>
                  </span>
                  <span className="text-sm font-semibold whitespace-nowrap text-brand-800">{result.price}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  )
}

type SuggestionsProps = { recent: readonly string[]; popular: readonly string[]; onChoose: (text: string) => void }

function Suggestions({ recent, popular, onChoose }: SuggestionsProps) {
  return (
    <div className="space-y-5">
      <SuggestionList
        title="Recherches récentes"
        items={recent}
        onChoose={onChoose}
        action={
          <button type="button" onClick={clearRecentSearches} className="text-sm text-brand-700 hover:underline">
            Effacer
          </button>
        }
      />
      <SuggestionList title="Recherches populaires" items={popular} onChoose={onChoose} />
    </div>
  )
}

type SuggestionListProps = { title: string; items: readonly string[]; onChoose: (text: string) => void; action?: ReactNode }

function SuggestionList({ title, items, onChoose, action }: SuggestionListProps) {
  const headingId = useId()
  if (items.length === 0) return null
  return (
    <section aria-labelledby={headingId}>
      <div className="flex items-center justify-between">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          {title}
        </h3>
        {action}
      </div>
      <ul className="mt-2 flex flex-wrap gap-2">
        {items.map((text) => (
          <li key={text}>
            <button type="button" className={chipClasses(false)} onClick={() => onChoose(text)}>
              {text}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** A result's picture; the grey placeholder when there is none or it does not load. */
function ResultImage({ src }: { src: string | null }) {
  const [broken, setBroken] = useState(false)
  if (!src || broken)
    return <span className="size-12 shrink-0 rounded-lg bg-slate-100" aria-hidden="true" data-testid="result-placeholder" />
  return (
    <img
      src={src}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      onError={() => setBroken(true)}
      className="size-12 shrink-0 rounded-lg bg-slate-100 object-contain"
    />
  )
}
