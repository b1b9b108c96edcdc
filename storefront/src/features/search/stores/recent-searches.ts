import * as z from 'zod'

import { createExternalStore } from '../../../lib/external-store'
import { readStorage, storageKeys, writeStorage } from '../../../lib/storage'

const recentLimit = 5

function load(): string[] {
  try {
    const parsed = z.array(z.string()).safeParse(JSON.parse(readStorage(storageKeys.recentSearches) ?? '[]'))
    return parsed.success ? parsed.data.slice(0, recentLimit) : []
  } catch {
    return []
  }
}

/** The last 5 distinct searches, newest first (spec core §4), kept in local storage. */
export const recentSearchesStore = createExternalStore<string[]>(load, [])

export function rememberSearch(query: string): void {
  const text = query.trim()
  if (!text) return
  const others = recentSearchesStore.get().filter((entry) => entry.toLocaleLowerCase('fr') !== text.toLocaleLowerCase('fr'))
  const next = [text, ...others].slice(0, recentLimit)
  writeStorage(storageKeys.recentSearches, JSON.stringify(next))
  recentSearchesStore.set(next)
}

export function clearRecentSearches(): void {
  writeStorage(storageKeys.recentSearches, '[]')
  recentSearchesStore.set([])
}
