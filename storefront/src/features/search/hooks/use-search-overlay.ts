import { createExternalStore, useExternalStore } from '../../../lib/external-store'

/** Open state of the search overlay. */
const overlayStore = createExternalStore(false)

export const openSearchOverlay = () => overlayStore.set(true)
export const closeSearchOverlay = () => overlayStore.set(false)

export function useSearchOverlay(): boolean {
  return useExternalStore(overlayStore)
}
