import { scrollTopThreshold } from '../../config/layout'
import { useScrolledPast } from '../../hooks/use-scrolled-past'
import { scrollToTop } from '../../lib/scroll'
import { ArrowUpIcon } from '../ui/icons'

/** Appears after 300 px of scroll and brings the page back to the top (placed by the floating column). */
export function ScrollToTopButton() {
  const visible = useScrolledPast(scrollTopThreshold)
  if (!visible) return null

  return (
    <button
      type="button"
      onClick={scrollToTop}
      aria-label="Remonter en haut de la page"
      className="inline-flex size-12 animate-fade-in items-center justify-center rounded-full border border-slate-200 bg-white text-brand-800 shadow-lg hover:bg-brand-50"
    >
      <ArrowUpIcon className="size-6" />
    </button>
  )
}
