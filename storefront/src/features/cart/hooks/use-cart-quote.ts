import { cartMessages, toCartLine, type QuotedLine } from '@shop/domain/cart'

import type { CartItem } from '../../../stores/cart-store'
import { useQuoteCart } from '../api/quote-cart'

export type PricedCartItem = { item: CartItem; quote: QuotedLine | null }

/**
 * The server's prices for the stored cart (spec: never the prices kept in the browser). Lines
 * the server cannot price are shown as unavailable and left out of the total.
 */
export function useCartQuote(items: readonly CartItem[]) {
  const lines = items.map(toCartLine)
  const priceable = lines.filter((line) => line !== null)
  const query = useQuoteCart(priceable)
  let next = 0
  const priced: PricedCartItem[] = items.map((item, index) => {
    if (lines[index] === null) return { item, quote: { ok: false, error: cartMessages.unknownProduct } }
    const quote = query.data && !query.isPlaceholderData ? (query.data.lines[next] ?? null) : null
    next += 1
    return { item, quote }
  })
  return {
    priced,
    totalCents: query.data && !query.isPlaceholderData ? query.data.totalCents : priceable.length === 0 ? 0 : null,
    isPending: priceable.length > 0 && (query.isPending || query.isPlaceholderData),
    error: query.error,
    refetch: query.refetch,
  }
}
