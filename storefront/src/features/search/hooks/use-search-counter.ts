import { useEffect } from 'react'

import { countEvent } from '../../../lib/analytics'

/** A search counts once its results stayed on screen this long: not every word typed on the way. */
const settledForMs = 1500

/** Counts a searched term with its number of results (the dashboard lists those that found nothing). */
export function useSearchCounter(term: string, results: number | undefined): void {
  useEffect(() => {
    if (term.length < 2 || results === undefined) return
    const timer = window.setTimeout(() => countEvent({ type: 'search', term, results }), settledForMs)
    return () => window.clearTimeout(timer)
  }, [term, results])
}
