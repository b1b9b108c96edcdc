import type { CatalogueCollection } from '@shop/domain/catalogue'
import { toCents } from '@shop/domain/money'
import type { Pricing } from '@shop/domain/pricing'

import { usePricing } from '../api/get-pricing'

/**
 * Lowest protection price of a category, in cents, for 'À partir de …'. Watches (packs) and
 * consoles (base price plus options) are priced differently and show no single figure.
 */
export function startingPriceCents(pricing: Pricing, collection: CatalogueCollection): number | null {
  const lowest = (...euros: number[]) => Math.min(...euros.map(toCents))
  switch (collection) {
    case 'phones':
      return lowest(pricing.phone.hdTpu, pricing.phone.blueLight, pricing.phone.antiSpy)
    case 'tablets':
      return lowest(pricing.tablet.hdTpu, pricing.tablet.blueLight, pricing.tablet.antiSpy)
    case 'laptops':
      return lowest(pricing.laptop.hdTpu, pricing.laptop.blueLight, pricing.laptop.antiSpy)
    case 'car-models':
      return toCents(pricing.car.hdTpu)
    case 'watches':
    case 'consoles':
      return null
  }
}

export function useStartingPrice(collection: CatalogueCollection): number | null {
  const { data } = usePricing()
  return data ? startingPriceCents(data, collection) : null
}
