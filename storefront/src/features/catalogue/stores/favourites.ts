import * as z from 'zod'

import { storefrontMessages } from '@shop/domain/storefront-messages'

import { createExternalStore, useExternalStore } from '../../../lib/external-store'
import { readStorage, storageKeys, writeStorage } from '../../../lib/storage'
import { showToast } from '../../../lib/toast-store'

function load(): string[] {
  try {
    const parsed = z.array(z.string()).safeParse(JSON.parse(readStorage(storageKeys.favourites) ?? '[]'))
    return parsed.success ? parsed.data : []
  } catch {
    return []
  }
}

/** Favourite models ('category/slug'), kept in local storage. */
const favouritesStore = createExternalStore<string[]>(load, [])

/** Spec catalogue-and-content §4: a toast for 3 s on each toggle. */
export function toggleFavourite(key: string): void {
  const current = favouritesStore.get()
  const adding = !current.includes(key)
  const next = adding ? [...current, key] : current.filter((entry) => entry !== key)
  writeStorage(storageKeys.favourites, JSON.stringify(next))
  favouritesStore.set(next)
  showToast(adding ? storefrontMessages.favouriteAdded : storefrontMessages.favouriteRemoved, { tone: 'success', durationMs: 3000 })
}

export function useFavourites(): readonly string[] {
  return useExternalStore(favouritesStore)
}
