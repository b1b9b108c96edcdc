import { useSyncExternalStore } from 'react'

import { cartStore, countItems } from '../../../stores/cart-store'

/** The cart's lines and article count, kept in sync with local storage (and other tabs). */
export function useCart() {
  const items = useSyncExternalStore(cartStore.subscribe, cartStore.getItems, cartStore.getPrerenderedItems)
  return {
    items,
    count: countItems(items),
    add: cartStore.add,
    setQuantity: cartStore.setQuantity,
    remove: cartStore.remove,
    clear: cartStore.clear,
  }
}
