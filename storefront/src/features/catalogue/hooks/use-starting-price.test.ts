import { describe, expect, it } from 'vitest'

import { specPricing } from '@shop/domain/pricing'

import { startingPriceCents } from './use-starting-price'

describe('startingPriceCents', () => {
  it('is the lowest protection price of the category', () => {
    expect(startingPriceCents(specPricing, 'phones')).toBe(1500)
    expect(startingPriceCents(specPricing, 'tablets')).toBe(2000)
    expect(startingPriceCents(specPricing, 'laptops')).toBe(2000)
    expect(startingPriceCents(specPricing, 'car-models')).toBe(2000)
    expect(startingPriceCents(specPricing, 'watches')).toBeNull()
  })
})
