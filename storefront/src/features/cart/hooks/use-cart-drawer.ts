import { createExternalStore, useExternalStore } from '../../../lib/external-store'

/** Open state of the cart drawer ('Panier (n)'). */
const drawerStore = createExternalStore(false)

export const openCartDrawer = () => drawerStore.set(true)
export const closeCartDrawer = () => drawerStore.set(false)

export function useCartDrawer(): boolean {
  return useExternalStore(drawerStore)
}
