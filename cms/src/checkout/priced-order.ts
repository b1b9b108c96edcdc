import type { Payload } from 'payload'

import { photoRefOf, type CartLine, type PhotoRef } from '@shop/domain/cart'
import { deliveryMessages, type ChosenDelivery } from '@shop/domain/delivery'

import { quoteCart } from '../cart/quote-cart.ts'
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

export type PricedOrder = { lines: OrderLineInput[]; subtotalCents: number; delivery: ChosenDelivery; totalCents: number }

/**
 * The cart and its delivery priced by the same rules as the cart quote (priceCartLine and
 * chooseDelivery, from the catalogue cache): one price for quote, order, invoice and e-mail. A
 * line that cannot be sold, or a delivery mode not offered, refuses the order.
 */
export async function priceOrder(payload: Payload, items: readonly CartLine[], deliveryMode: string | undefined): Promise<PricedOrder> {
  const quote = await quoteCart(payload, items, deliveryMode)
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
      photoRef: 'photoId' in item && item.photoId ? photoRefOf(item.photoId) : null,
      photo: null,
    })
  })
  const [firstRefusal] = refusals
  if (firstRefusal) throw new HttpError(400, firstRefusal, { details: [...refusals] })
  if (!quote.delivery) throw new HttpError(503, deliveryMessages.noneOffered, { retryAfter: 60 })
  return { lines, subtotalCents: quote.subtotalCents, delivery: quote.delivery, totalCents: quote.totalCents }
}
