import type { Payload } from 'payload'

import { cartCategoryCollection, cartMessages, priceCartLine, type CartLine, type CartQuote, type QuotedLine } from '@shop/domain/cart'
import { chooseDelivery, offeredDeliveries } from '@shop/domain/delivery'

import { catalogueCache } from '../catalogue-reads/catalogue-cache.ts'
import { HttpError } from '../http/http-error.ts'

/**
 * Prices a cart from the CMS alone (spec: prices and totals are decided on the server): each
 * line from its published model and the pricing global, read through the catalogue cache; what
 * no longer exists is reported per line instead of failing the whole cart. Delivery is the mode
 * asked for, or the first offered (@shop/domain/delivery); a mode not offered refuses the quote.
 */
export async function quoteCart(
  payload: Payload,
  lines: readonly CartLine[],
  deliveryMode?: string,
  orderedAt = new Date(),
): Promise<CartQuote> {
  const collections = [...new Set(lines.map((line) => cartCategoryCollection[line.category]))]
  const [pricing, modes, ...entries] = await Promise.all([
    catalogueCache.getPricing(payload),
    catalogueCache.getDeliveryModes(payload),
    ...collections.map((collection) => catalogueCache.getCategory(payload, collection)),
  ])
  const byCollection = new Map(collections.map((collection, index) => [collection, entries[index]]))
  const quoted = lines.map((line): QuotedLine => {
    const model = byCollection.get(cartCategoryCollection[line.category])?.bySlug.get(line.productId)
    if (!model) return { ok: false, error: cartMessages.unknownProduct }
    const priced = priceCartLine(line, { ...model, protections: model.protections?.map((offer) => offer.id) }, pricing)
    if (!priced.ok) return priced
    return {
      ok: true,
      name: priced.line.name,
      image: model.image?.url ?? null,
      quantity: line.quantity,
      unitCents: priced.line.unitCents,
      totalCents: priced.line.unitCents * line.quantity,
    }
  })
  const choice = chooseDelivery(modes, deliveryMode, orderedAt)
  // Asked for and not offered: refused. Nothing offered at all: the cart still shows its prices.
  if (!choice.ok && deliveryMode !== undefined) throw new HttpError(400, choice.error)
  const delivery = choice.ok ? choice.delivery : null
  const subtotalCents = quoted.reduce((sum, line) => sum + (line.ok ? line.totalCents : 0), 0)
  const shippingCents = delivery?.shippingCents ?? 0
  return {
    lines: quoted,
    subtotalCents,
    shippingCents,
    totalCents: subtotalCents + shippingCents,
    delivery,
    deliveryModes: offeredDeliveries(modes, orderedAt),
  }
}
