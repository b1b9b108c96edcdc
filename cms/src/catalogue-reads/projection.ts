import { protectionNames, type CatalogueCollection, type ProtectionId } from '@shop/domain/catalogue'
import type { CardImage, CatalogueModel } from '@shop/domain/catalogue-reads'
import type { Pricing } from '@shop/domain/pricing'
import { modelPriceRangeCents, protectionPriceCents } from '@shop/domain/price-rules'

type MediaSize = { url?: string | null; width?: number | null; height?: number | null } | null | undefined
type MediaDoc = MediaSize & { alt?: string | null; sizes?: Record<string, MediaSize> | null }

/** The fields the projection reads, whatever the collection (Payload doc at depth 1). */
export type ModelDoc = {
  id: number
  slug?: string | null
  name: string
  brand: string
  model: string
  year: number
  description?: string | null
  popular?: boolean | null
  image?: number | MediaDoc | null
  protections?: ProtectionId[] | null
  size?: string | null
  kind?: 'console' | 'controller' | null
  sizes?: number[] | null
  screenSize?: string | null
}

/** The fields to ask Payload for: nothing a page does not show. */
export const modelSelect = {
  slug: true,
  name: true,
  brand: true,
  model: true,
  year: true,
  description: true,
  popular: true,
  image: true,
  protections: true,
  size: true,
  kind: true,
  sizes: true,
  screenSize: true,
} as const

function cardImage(image: ModelDoc['image'], fallbackAlt: string): CardImage | null {
  if (!image || typeof image !== 'object' || !image.url || !image.width || !image.height) return null
  const candidates = [image.sizes?.thumbnail, image.sizes?.card, image]
  const widths = new Map<number, string>()
  for (const candidate of candidates) {
    if (candidate?.url && candidate.width && !widths.has(candidate.width)) widths.set(candidate.width, candidate.url)
  }
  const srcset = [...widths]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ')
  const card = image.sizes?.card
  const shown = card?.url && card.width && card.height ? card : image
  return { url: shown.url as string, width: shown.width as number, height: shown.height as number, alt: image.alt || fallbackAlt, srcset }
}

function offers(protections: ProtectionId[] | null | undefined, table: Pricing['laptop']) {
  return (protections ?? []).map((id) => ({ id, name: protectionNames[id], priceCents: protectionPriceCents(table, id) }))
}

/** A published model as the storefront shows it, with its prices from the pricing global. */
export function projectModel(collection: CatalogueCollection, doc: ModelDoc, pricing: Pricing): CatalogueModel {
  const base = {
    id: doc.id,
    slug: doc.slug ?? String(doc.id),
    name: doc.name,
    brand: doc.brand,
    model: doc.model,
    year: doc.year,
    image: cardImage(doc.image, doc.name),
    popular: Boolean(doc.popular),
    description: doc.description ?? '',
  }
  const kind = doc.kind ?? 'console'
  const prices = modelPriceRangeCents(collection, pricing, { protections: doc.protections ?? [], kind })
  switch (collection) {
    case 'phones':
    case 'tablets':
    case 'laptops': {
      const table = collection === 'phones' ? pricing.phone : collection === 'tablets' ? pricing.tablet : pricing.laptop
      const extra = collection === 'laptops' ? { sizes: doc.sizes ?? [] } : {}
      return { ...base, ...prices, protections: offers(doc.protections, table), ...extra }
    }
    case 'watches':
      return { ...base, ...prices, size: doc.size ?? null }
    case 'consoles':
      return { ...base, ...prices, kind }
    case 'car-models':
      return { ...base, ...prices, screenSize: doc.screenSize ?? null }
  }
}
