import { cartMessages, toCartLine, type QuotedLine } from '@shop/domain/cart'

import { useSignedInSession } from '../../../hooks/use-session'
import type { CartItem } from '../../../stores/cart-store'
import { useQuoteCart } from '../api/quote-cart'
import { usePromoCode } from '../../../hooks/use-promo-code'

export type PricedCartItem = { item: CartItem; quote: QuotedLine | null }

/**
 * The server's prices for the stored cart (spec: never the prices kept in the browser), delivered
 * by `deliveryMode` (else the first mode offered), with the cart's promo code. Lines the server
 * cannot price are shown as unavailable and left out of the total.
 */
export function useCartQuote(items: readonly CartItem[], deliveryMode?: string) {
  const lines = items.map(toCartLine)
  const priceable = lines.filter((line) => line !== null)
  const [promoCode] = usePromoCode()
  const token = useSignedInSession()?.token
  const query = useQuoteCart(priceable, { deliveryMode, promoCode, token })
  let next = 0
  const priced: PricedCartItem[] = items.map((item, index) => {
    if (lines[index] === null) return { item, quote: { ok: false, error: cartMessages.unknownProduct } }
    const quote = query.data && !query.isPlaceholderData ? (query.data.lines[next] ?? null) : null
    next += 1
    return { item, quote }
  })
  const current = query.data && !query.isPlaceholderData ? query.data : null
  return {
    priced,
    totalCents: current ? current.totalCents : priceable.length === 0 ? 0 : null,
    /** The cart's totals as the server computed them (null while they are being computed). */
    totals: current,
    /** The promo code's answer: its discount, or why it does not apply (the previous answer's meanwhile). */
    promo: query.data?.promo ?? null,
    /** The delivery charged, null while it is being computed or when nothing is to be delivered. */
    delivery: current?.delivery ?? null,
    /** The modes offered, each with its period (the previous answer's while a new one comes). */
    deliveryModes: query.data?.deliveryModes ?? [],
    isPending: priceable.length > 0 && (query.isPending || query.isPlaceholderData),
    error: query.error,
    refetch: query.refetch,
  }
}
