import { describe, expect, it } from 'vitest'

import { formatCents, toCents } from './money.ts'
import { pricingSchema, specPricing } from './pricing.ts'

describe('pricing', () => {
  it('accepts the price table of the spec', () => {
    expect(pricingSchema.parse(specPricing)).toEqual(specPricing)
  })

  it('refuses negative prices and sub-cent amounts with a French message', () => {
    const negative = pricingSchema.safeParse({ ...specPricing, car: { hdTpu: -1 } })
    expect(negative.success).toBe(false)
    expect(negative.error?.issues[0]?.message).toBe('Le prix ne peut pas être négatif.')
    const subCent = pricingSchema.safeParse({ ...specPricing, car: { hdTpu: 19.999 } })
    expect(subCent.error?.issues[0]?.message).toBe('Le prix ne peut pas avoir plus de deux décimales.')
  })

  it('computes in cents and formats in French', () => {
    expect(toCents(19.99)).toBe(1999)
    expect(toCents(0.1) + toCents(0.2)).toBe(30)
    expect(formatCents(11497).replace(/\s/g, ' ')).toBe('114,97 €')
  })
})
