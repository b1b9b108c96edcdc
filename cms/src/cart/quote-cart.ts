import type { Payload } from 'payload'

import {
  cartCategoryCollection,
  cartMessages,
  priceCartLine,
  type CartLine,
  type CartQuote,
  type QuotedLine,
  type QuotedPromo,
} from '@shop/domain/cart'
import { chooseDelivery, offeredDeliveries } from '@shop/domain/delivery'
import { modelKey, pricingFor } from '@shop/domain/sales'
import {
  lineProtection,
  promoCodeInputSchema,
  promoMessages,
  type PromoBasketLine,
  type PromoDiscount,
  type PromoUseLimits,
} from '@shop/domain/promotions'

import { catalogueCache } from '../catalogue-reads/catalogue-cache.ts'
import { HttpError } from '../http/http-error.ts'
import { applyTypedCode } from '../promotions/apply-typed-code.ts'

export type QuoteRequest = {
  deliveryMode?: string
  promoCode?: string
  /** The signed-in customer whose e-mail is proven, for codes limited per customer; else null. */
  buyer: number | null
  orderedAt?: Date
}

/** The quote, and for the checkout the applied code's id, its limits and its share of each line. */
export type PricedCart = {
  quote: CartQuote
  promoCodeId: number | null
  /** The applied code's limits of uses, to be counted at checkout; null when it has none. */
  promoLimits: PromoUseLimits | null
  lineDiscountsCents: number[]
}

type PromoAnswer = { quoted: QuotedPromo; codeId: number | null; limits: PromoUseLimits | null; discount: PromoDiscount | null }

async function quotePromo(
  payload: Payload,
  typed: string,
  basket: { lines: PromoBasketLine[]; shippingCents: number },
  buyer: number | null,
  now: Date,
): Promise<PromoAnswer> {
  const code = promoCodeInputSchema.safeParse(typed)
  if (!code.success)
    return { quoted: { ok: false, code: typed, error: promoMessages.invalidFormat }, codeId: null, limits: null, discount: null }
  const { codeId, limits, result } = await applyTypedCode(payload, code.data, basket, buyer, now)
  if (!result.ok) return { quoted: { ok: false, code: code.data, error: result.error }, codeId, limits, discount: null }
  const { discount } = result
  const quoted: QuotedPromo = {
    ok: true,
    code: discount.code,
    label: discount.label,
    discountCents: discount.discountCents,
    shippingDiscountCents: discount.shippingDiscountCents,
  }
  return { quoted, codeId, limits, discount }
}

/**
 * Prices a cart from the CMS alone (spec: prices and totals are decided on the server): each
 * line from its published model and the pricing global, read through the catalogue cache; what
 * no longer exists is reported per line instead of failing the whole cart. Delivery is the mode
 * asked for, or the first offered (@shop/domain/delivery); a mode not offered refuses the quote.
 * A promo code takes its discount off the lines it covers and the delivery it offers; one that
 * does not apply is reported with its reason, the cart priced without it.
 */
export async function quoteCart(payload: Payload, lines: readonly CartLine[], request: QuoteRequest): Promise<PricedCart> {
  const orderedAt = request.orderedAt ?? new Date()
  const collections = [...new Set(lines.map((line) => cartCategoryCollection[line.category]))]
  const [prices, modes, ...entries] = await Promise.all([
    catalogueCache.getPriceList(payload),
    catalogueCache.getDeliveryModes(payload),
    ...collections.map((collection) => catalogueCache.getCategory(payload, collection)),
  ])
  const byCollection = new Map(collections.map((collection, index) => [collection, entries[index]]))
  const quoted = lines.map((line): QuotedLine => {
    const collection = cartCategoryCollection[line.category]
    const model = byCollection.get(collection)?.bySlug.get(line.productId)
    if (!model) return { ok: false, error: cartMessages.unknownProduct }
    // A sale running on the model's prices is part of them.
    const pricing = pricingFor(prices, prices.offers, modelKey(collection, model.slug))
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
  const choice = chooseDelivery(modes, request.deliveryMode, orderedAt)
  // Asked for and not offered: refused. Nothing offered at all: the cart still shows its prices.
  if (!choice.ok && request.deliveryMode !== undefined) throw new HttpError(400, choice.error)
  const delivery = choice.ok ? choice.delivery : null
  const subtotalCents = quoted.reduce((sum, line) => sum + (line.ok ? line.totalCents : 0), 0)
  const deliveryCents = delivery?.shippingCents ?? 0

  // The code sees the lines that can be sold, in the cart's order; the others get no share.
  const basketLines = lines.map((line, index) => {
    const priced = quoted[index]
    return { category: line.category, protection: lineProtection(line), totalCents: priced?.ok ? priced.totalCents : 0 }
  })
  const promo =
    request.promoCode === undefined
      ? null
      : await quotePromo(payload, request.promoCode, { lines: basketLines, shippingCents: deliveryCents }, request.buyer, orderedAt)
  const discountCents = promo?.discount?.discountCents ?? 0
  const shippingCents = deliveryCents - (promo?.discount?.shippingDiscountCents ?? 0)
  return {
    quote: {
      lines: quoted,
      subtotalCents,
      discountCents,
      shippingCents,
      totalCents: subtotalCents - discountCents + shippingCents,
      promo: promo?.quoted ?? null,
      delivery,
      deliveryModes: offeredDeliveries(modes, orderedAt),
    },
    promoCodeId: promo?.discount ? promo.codeId : null,
    promoLimits: promo?.discount ? promo.limits : null,
    lineDiscountsCents: promo?.discount?.lineDiscountsCents ?? lines.map(() => 0),
  }
}
