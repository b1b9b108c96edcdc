import { SearchIcon } from '../../../components/ui/icons'
import { openSearchOverlay } from '../hooks/use-search-overlay'

/** The header's way into the search overlay, on every page. */
export function SearchButton() {
  return (
    <button
      type="button"
      onClick={openSearchOverlay}
      aria-label="Rechercher"
      className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-slate-900"
    >
      <SearchIcon className="size-6" />
    </button>
  )
}
