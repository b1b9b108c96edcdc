import type { Payload } from 'payload'

import { photoRefOf, type CartLine, type PhotoRef } from '@shop/domain/cart'

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

/**
 * The cart priced by the same rule as the cart quote (priceCartLine, from the catalogue cache):
 * one price for quote, order, invoice and e-mail. A line that cannot be sold refuses the order.
 */
export async function priceOrderLines(
  payload: Payload,
  items: readonly CartLine[],
): Promise<{ lines: OrderLineInput[]; totalCents: number }> {
  const quote = await quoteCart(payload, items)
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
  return { lines, totalCents: quote.totalCents }
}
