import { createExternalStore } from '../lib/external-store'
import { onStorageChange, readStorage, removeStorage, storageKeys, writeStorage } from '../lib/storage'

/**
 * The promo code typed in the cart (local storage `promo_code`): sent with every quote and with
 * the order, until the shopper removes it or the order is paid. The server alone says whether
 * it applies.
 */
const load = () => readStorage(storageKeys.promoCode) || null
const store = createExternalStore<string | null>(load, null)
let listeningToOtherTabs = false

export const promoCodeStore = {
  get: store.get,
  getPrerendered: store.getPrerendered,
  subscribe(listener: () => void): () => void {
    if (!listeningToOtherTabs) {
      listeningToOtherTabs = true
      onStorageChange([storageKeys.promoCode], () => store.set(load()))
    }
    return store.subscribe(listener)
  },
  set(code: string | null): void {
    if (code) writeStorage(storageKeys.promoCode, code)
    else removeStorage(storageKeys.promoCode)
    store.set(code)
  },
}
