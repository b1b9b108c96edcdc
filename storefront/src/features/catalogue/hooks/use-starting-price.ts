import type { CatalogueCollection } from '@shop/domain/catalogue'
import type { Pricing } from '@shop/domain/pricing'
import { modelPriceRangeCents } from '@shop/domain/price-rules'

import { usePricing } from '../api/get-pricing'

/**
 * Lowest protection price of a category, in cents, for 'À partir de …'. Watches (packs) and
 * consoles (base price plus options) are priced differently and show no single figure.
 */
export function startingPriceCents(pricing: Pricing, collection: CatalogueCollection): number | null {
  if (collection === 'watches' || collection === 'consoles') return null
  return modelPriceRangeCents(collection, pricing).fromCents
}

export function useStartingPrice(collection: CatalogueCollection): number | null {
  const { data } = usePricing()
  return data ? startingPriceCents(data, collection) : null
}
