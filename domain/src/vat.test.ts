import { describe, expect, it } from 'vitest'

import { vatIncluded } from './vat.ts'

describe('vatIncluded', () => {
  it('takes 20 % VAT out of a TTC amount, HT + TVA = TTC to the cent', () => {
    expect(vatIncluded(1500)).toEqual({ ratePercent: 20, htCents: 1250, vatCents: 250, ttcCents: 1500 })
    expect(vatIncluded(1999)).toEqual({ ratePercent: 20, htCents: 1666, vatCents: 333, ttcCents: 1999 })
    for (const ttc of [0, 1, 7, 11497, 999_999]) {
      const { htCents, vatCents } = vatIncluded(ttc)
      expect(htCents + vatCents).toBe(ttc)
    }
  })
})
