import { lazy, Suspense, type ComponentType } from 'react'

/**
 * A dialog or drawer whose code downloads the first time it opens, not with every page: render
 * the returned component only while the overlay is open.
 */
export function lazyOverlay(load: () => Promise<ComponentType>): ComponentType {
  const Overlay = lazy(async () => ({ default: await load() }))
  return function LazyOverlay() {
    return (
      <Suspense fallback={null}>
        <Overlay />
      </Suspense>
    )
  }
}
