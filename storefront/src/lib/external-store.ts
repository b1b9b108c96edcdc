import { useSyncExternalStore } from 'react'

export type ExternalStore<T> = {
  get: () => T
  set: (next: T) => void
  subscribe: (listener: () => void) => () => void
}

/** A value outside React that components read with `useSyncExternalStore` (one pattern for all). */
export function createExternalStore<T>(initial: T | (() => T)): ExternalStore<T> {
  let value: T | undefined
  let loaded = false
  const listeners = new Set<() => void>()
  const get = () => {
    if (!loaded) {
      value = typeof initial === 'function' ? (initial as () => T)() : initial
      loaded = true
    }
    return value as T
  }
  return {
    get,
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
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}
