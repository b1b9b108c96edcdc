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
