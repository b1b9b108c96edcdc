import type { Payload } from 'payload'

import { photoRefOf, type CartLine, type PhotoRef } from '@shop/domain/cart'
import { deliveryMessages, type ChosenDelivery } from '@shop/domain/delivery'
import type { PromoUseLimits } from '@shop/domain/promotions'

import { quoteCart, type QuoteRequest } from '../cart/quote-cart.ts'
import { HttpError } from '../http/http-error.ts'

export type OrderLineInput = {
  productName: string
  category: CartLine['category']
  productId: string
  variant: string | null
  image: string | null
  quantity: number
  unitCents: number
  totalCents: number
  /** The promo code's share of the line (0 without one): the line was paid totalCents minus it. */
  discountCents: number
  /** The photo as the cart line names it. */
  photoRef: PhotoRef | null
  /** The photo's id, which the order stores: set by checkOrderPhotos once the caller proved it theirs. */
  photo: number | null
}

/** What a line says besides its name: the options that the name does not carry. */
function variantOf(line: CartLine): string | null {
  if (line.category === 'ordinateur' && line.size) return `${String(line.size).replace('.', ',')} pouces`
  return null
}

/** The promo code an order applies: its id and limits (to count its uses), its code and discount line as sold. */
type OrderPromo = { codeId: number; limits: PromoUseLimits | null; code: string; label: string; shippingDiscountCents: number }

export type PricedOrder = {
  lines: OrderLineInput[]
  subtotalCents: number
  /** The promo code's discount on the lines (their shares added up). */
  discountCents: number
  delivery: ChosenDelivery
  /** What the delivery is charged: its mode's price, or less with a code that offers it. */
  shippingCents: number
  totalCents: number
  promo: OrderPromo | null
}

/**
 * The cart, its delivery and its promo code priced by the same rules as the cart quote
 * (priceCartLine, chooseDelivery and applyPromoCode, from the catalogue cache): one price for
 * quote, order, invoice and e-mail. A line that cannot be sold, a delivery mode not offered or a
 * code that does not apply refuses the order.
 */
export async function priceOrder(payload: Payload, items: readonly CartLine[], request: QuoteRequest): Promise<PricedOrder> {
  const { quote, promoCodeId, promoLimits, lineDiscountsCents } = await quoteCart(payload, items, request)
  const lines: OrderLineInput[] = []
  const refusals = new Set<string>()
  quote.lines.forEach((quoted, index) => {
    const item = items[index] as CartLine
    if (!quoted.ok) {
      refusals.add(quoted.error)
      return
    }
    lines.push({
      productName: quoted.name,
      category: item.category,
      productId: item.productId,
      variant: variantOf(item),
      image: quoted.image,
      quantity: quoted.quantity,
      unitCents: quoted.unitCents,
      totalCents: quoted.totalCents,
      discountCents: lineDiscountsCents[index] ?? 0,
      photoRef: 'photoId' in item && item.photoId ? photoRefOf(item.photoId) : null,
      photo: null,
    })
  })
  const [firstRefusal] = refusals
  if (firstRefusal) throw new HttpError(400, firstRefusal, { details: [...refusals] })
  if (!quote.delivery) throw new HttpError(503, deliveryMessages.noneOffered, { retryAfter: 60 })
  if (quote.promo && !quote.promo.ok) throw new HttpError(400, quote.promo.error)
  const promo =
    quote.promo && promoCodeId !== null
      ? {
          codeId: promoCodeId,
          limits: promoLimits,
          code: quote.promo.code,
          label: quote.promo.label,
          shippingDiscountCents: quote.promo.shippingDiscountCents,
        }
      : null
  return {
    lines,
    subtotalCents: quote.subtotalCents,
    discountCents: quote.discountCents,
    delivery: quote.delivery,
    shippingCents: quote.shippingCents,
    totalCents: quote.totalCents,
    promo,
  }
}
