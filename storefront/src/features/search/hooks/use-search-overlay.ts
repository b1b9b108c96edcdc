import { createOverlay } from '../../../lib/overlay'

/** Open state of the search overlay. */
const searchOverlay = createOverlay<true>()

export const openSearchOverlay = () => searchOverlay.open(true)
export const closeSearchOverlay = searchOverlay.close

export function useSearchOverlay(): boolean {
  return searchOverlay.useOverlay() !== null
}
