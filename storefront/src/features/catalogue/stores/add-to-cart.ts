import { priceCartLine, type CartLine, type PricedModel } from '@shop/domain/cart'
import type { Pricing } from '@shop/domain/pricing'
import { storefrontMessages } from '@shop/domain/storefront-messages'

import { showToast } from '../../../lib/toast-store'
import { cartStore } from '../../../stores/cart-store'

/** How the line shows in the cart besides its name and price: its identity (spec §3) and image. */
export type LineDisplay = { id: string; image?: string; legacyFields?: Record<string, unknown> }

/**
 * Adds a configured line, named and priced by the rule the server's quote applies (domain
 * `priceCartLine`): the cart shows the same name before and after the quote. Says so with the
 * spec's 3 s toasts (catalogue-and-content §8).
 */
export function addCartLine(line: CartLine, model: PricedModel, pricing: Pricing, display: LineDisplay): boolean {
  const priced = priceCartLine(line, model, pricing)
  try {
    if (!priced.ok) throw new Error(priced.error)
    cartStore.add({
      ...display.legacyFields,
      ...line,
      id: display.id,
      name: priced.line.name,
      price: priced.line.unitCents / 100,
      image: display.image,
    })
    showToast(storefrontMessages.addedToCart, { tone: 'success', durationMs: 3000 })
    return true
  } catch {
    showToast(storefrontMessages.addToCartFailed, { tone: 'error', durationMs: 3000 })
    return false
  }
}
