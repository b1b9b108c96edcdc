import { describe, expect, it } from 'vitest'

import { modelPriceRangeCents } from './price-rules.ts'
import { specPricing } from './pricing.ts'

describe('modelPriceRangeCents', () => {
  it("spans a model's own protections, all of them when unknown", () => {
    expect(modelPriceRangeCents('phones', specPricing)).toEqual({ fromCents: 1500, toCents: 2000 })
    expect(modelPriceRangeCents('tablets', specPricing, { protections: ['anti-spy'] })).toEqual({ fromCents: 2500, toCents: 2500 })
  })

  it('uses the base of consoles and controllers, the packs and the car protector', () => {
    expect(modelPriceRangeCents('consoles', specPricing, { kind: 'controller' }).fromCents).toBe(2000)
    expect(modelPriceRangeCents('consoles', specPricing, { kind: 'console' }).fromCents).toBe(1500)
    expect(modelPriceRangeCents('watches', specPricing).fromCents).toBe(1500)
    expect(modelPriceRangeCents('car-models', specPricing)).toEqual({ fromCents: 2000, toCents: 2000 })
  })
})
