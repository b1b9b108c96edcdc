import type { Payload } from 'payload'

import {
  cartCategoryCollection,
  cartMessages,
  priceCartLine,
  type CartLine,
  type PricedModel,
} from '@shop/domain/cart'
import { pricingSchema } from '@shop/domain/pricing'

type ModelRecord = PricedModel & { slug: string; image: string | null }

export type QuotedLine =
  | { ok: true; name: string; image: string | null; quantity: number; unitCents: number; totalCents: number }
  | { ok: false; error: string }

export type CartQuote = { lines: QuotedLine[]; subtotalCents: number; shippingCents: number; totalCents: number }

type Collection = (typeof cartCategoryCollection)[keyof typeof cartCategoryCollection]

function cardImage(image: unknown): string | null {
  if (!image || typeof image !== 'object') return null
  const media = image as { url?: string | null; sizes?: { thumbnail?: { url?: string | null } | null } | null }
  return media.sizes?.thumbnail?.url ?? media.url ?? null
}

/** The published models the lines name, one query per collection involved. */
async function findModels(payload: Payload, lines: readonly CartLine[]): Promise<Map<string, ModelRecord>> {
  const slugsByCollection = new Map<Collection, Set<string>>()
  for (const line of lines) {
    const collection = cartCategoryCollection[line.category]
    slugsByCollection.set(collection, (slugsByCollection.get(collection) ?? new Set()).add(line.productId))
  }
  const models = new Map<string, ModelRecord>()
  await Promise.all(
    [...slugsByCollection].map(async ([collection, slugs]) => {
      const { docs } = await payload.find({
        collection,
        where: { slug: { in: [...slugs] }, _status: { equals: 'published' } },
        depth: 1,
        limit: slugs.size,
        pagination: false,
        overrideAccess: false,
      })
      for (const doc of docs as unknown as Array<Record<string, unknown>>) {
        models.set(`${collection}/${String(doc.slug)}`, {
          slug: String(doc.slug),
          name: String(doc.name),
          kind: (doc.kind as PricedModel['kind']) ?? null,
          protections: (doc.protections as PricedModel['protections']) ?? null,
          sizes: Array.isArray(doc.sizes) ? (doc.sizes as unknown[]).map(Number) : null,
          image: cardImage(doc.image),
        })
      }
    }),
  )
  return models
}

/**
 * Prices a cart from the CMS alone (spec: prices and totals are decided on the server): each
 * line from its published model and the pricing global; what no longer exists is reported per
 * line instead of failing the whole cart. Shipping is free (spec core §9).
 */
export async function quoteCart(payload: Payload, lines: readonly CartLine[]): Promise<CartQuote> {
  const [models, pricingDoc] = await Promise.all([findModels(payload, lines), payload.findGlobal({ slug: 'pricing', depth: 0 })])
  const pricing = pricingSchema.parse(pricingDoc)
  const quoted = lines.map((line): QuotedLine => {
    const model = models.get(`${cartCategoryCollection[line.category]}/${line.productId}`)
    if (!model) return { ok: false, error: cartMessages.unknownProduct }
    const priced = priceCartLine(line, model, pricing)
    if (!priced.ok) return priced
    return {
      ok: true,
      name: priced.line.name,
      image: model.image,
      quantity: line.quantity,
      unitCents: priced.line.unitCents,
      totalCents: priced.line.unitCents * line.quantity,
    }
  })
  const subtotalCents = quoted.reduce((sum, line) => sum + (line.ok ? line.totalCents : 0), 0)
  return { lines: quoted, subtotalCents, shippingCents: 0, totalCents: subtotalCents }
}
