import { useSyncExternalStore } from 'react'

export type ExternalStore<T> = {
  get: () => T
  /** What the pre-rendered HTML shows: React hydrates with it, then moves on to `get()`. */
  getPrerendered: () => T
  set: (next: T) => void
  subscribe: (listener: () => void) => () => void
}

/**
 * A value outside React that components read with `useSyncExternalStore` (one pattern for all).
 * A store read from the browser (local storage) on first use also says what the pages
 * pre-rendered at build time show in its place, so hydration matches them.
 */
export function createExternalStore<T>(initial: T): ExternalStore<T>
export function createExternalStore<T>(load: () => T, prerendered: T): ExternalStore<T>
export function createExternalStore<T>(initial: T | (() => T), prerendered?: T): ExternalStore<T> {
  const lazy = typeof initial === 'function'
  let value: T | undefined
  let loaded = false
  const listeners = new Set<() => void>()
  const get = () => {
    if (!loaded) {
      value = lazy ? (initial as () => T)() : initial
      loaded = true
    }
    return value as T
  }
  const prerenderedValue = (lazy ? prerendered : initial) as T
  return {
    get,
    getPrerendered: () => prerenderedValue,
    set(next) {
      if (loaded && Object.is(next, value)) return
      value = next
      loaded = true
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

export function useExternalStore<T>(store: ExternalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.getPrerendered)
}

/**
 * One part of a store's value: the component renders again only when that part changes, and
 * hydration re-renders it only when the part differs from the pre-rendered one (a whole layout
 * drawn twice, synchronously, because an unrelated field differed, is what this avoids).
 * `select` returns a primitive or a reference held by the value, never a new object.
 */
export function useExternalStoreSelection<T, S>(store: ExternalStore<T>, select: (value: T) => S): S {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.getPrerendered()),
  )
}
