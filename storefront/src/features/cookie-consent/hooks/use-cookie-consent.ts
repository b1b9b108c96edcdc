import { useSyncExternalStore } from 'react'

import { createExternalStore } from '../../../lib/external-store'
import { onStorageChange, readStorage, storageKeys, writeStorage } from '../../../lib/storage'

export type CookieChoice = 'accepted' | 'refused'

/**
 * `cookies_ok` in local storage: the banner shows while it is unset (spec core §2, §4). Pages
 * pre-rendered at build time cannot know it (undefined): they show no banner rather than one
 * that vanishes for a visitor who already answered.
 */
const store = createExternalStore<string | null | undefined>(() => readStorage(storageKeys.cookiesOk), undefined)
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

/** The stored choice, null while the visitor has not answered, undefined before storage is read. */
export function useCookieConsent(): string | null | undefined {
  return useSyncExternalStore(subscribe, store.get, store.getPrerendered)
}
