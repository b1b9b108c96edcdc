import { createOverlay } from '../../../lib/overlay'

/** Open state of the cart drawer ('Panier (n)'). */
const cartDrawer = createOverlay<true>()

export const openCartDrawer = () => cartDrawer.open(true)
export const closeCartDrawer = cartDrawer.close

export function useCartDrawer(): boolean {
  return cartDrawer.useOverlay() !== null
}
