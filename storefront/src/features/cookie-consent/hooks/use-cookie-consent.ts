import { useSyncExternalStore } from 'react'

import { createExternalStore } from '../../../lib/external-store'
import { onStorageChange, readStorage, storageKeys, writeStorage } from '../../../lib/storage'

export type CookieChoice = 'accepted' | 'refused'

/** `cookies_ok` in local storage: the banner shows while it is unset (spec core §2, §4). */
const store = createExternalStore<string | null>(() => readStorage(storageKeys.cookiesOk))
let listening = false

function subscribe(listener: () => void): () => void {
  if (!listening) {
    listening = true
    onStorageChange([storageKeys.cookiesOk], () => store.set(readStorage(storageKeys.cookiesOk)))
  }
  return store.subscribe(listener)
}

export function setCookieChoice(choice: CookieChoice): void {
  writeStorage(storageKeys.cookiesOk, choice)
  store.set(choice)
}

/** The stored choice, or null while the visitor has not answered. */
export function useCookieConsent(): string | null {
  return useSyncExternalStore(subscribe, store.get, store.get)
}
