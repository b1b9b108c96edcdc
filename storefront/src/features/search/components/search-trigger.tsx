import { SearchIcon } from '../../../components/ui/icons'
import { openSearchOverlay } from '../hooks/use-search-overlay'

/** Looks like a search field; opens the search overlay, where typing happens. */
export function SearchTrigger() {
  return (
    <button
      type="button"
      onClick={openSearchOverlay}
      className="flex h-14 w-full max-w-xl items-center gap-3 rounded-xl border border-white/40 bg-white px-4 text-left text-slate-600 shadow-lg hover:border-white"
    >
      <SearchIcon className="size-5 shrink-0 text-brand-700" />
      <span className="truncate">Rechercher votre modèle d’appareil…</span>
      <span className="sr-only"> (ouvre la recherche)</span>
    </button>
  )
}
