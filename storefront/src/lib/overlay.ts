import { createExternalStore, useExternalStore } from './external-store'

/**
 * A dialog, drawer or overlay, open with what it shows or closed (null). Kept outside React so
 * that anything may open it: a header button, a sign-in that reopens a configurator. Render the
 * overlay only while `useOverlay` gives a value (with `lazyOverlay`, its code downloads then).
 */
export type Overlay<T> = {
  open: (value: T) => void
  close: () => void
  useOverlay: () => T | null
}

export function createOverlay<T>(): Overlay<T> {
  const store = createExternalStore<T | null>(null)
  return {
    open: (value) => store.set(value),
    close: () => store.set(null),
    useOverlay: () => useExternalStore(store),
  }
}
