import { describe, expect, it } from 'vitest'

import { appliedPriceAt, referencePriceCents, type AppliedPrice } from './reference-price.ts'

const day = (iso: string) => new Date(`${iso}T00:00:00+01:00`)

/**
 * A protection at 20 €, at 18 € from 1 October, on sale at 15 € from 20 October, then at 12 €
 * from 25 October (a second reduction without a return to 18 €), then back to 18 € from
 * 1 November, on sale again at 14 € from 20 December.
 */
const history: AppliedPrice[] = [
  { from: day('2026-09-01'), cents: 2000, onSale: false },
  { from: day('2026-10-01'), cents: 1800, onSale: false },
  { from: day('2026-10-20'), cents: 1500, onSale: true },
  { from: day('2026-10-25'), cents: 1200, onSale: true },
  { from: day('2026-11-01'), cents: 1800, onSale: false },
  { from: day('2026-12-20'), cents: 1400, onSale: true },
]

describe('referencePriceCents', () => {
  it('follows the clock across a price change, a first reduction and a second one', () => {
    expect(referencePriceCents(history, day('2026-10-10'))).toBeNull()
    // The first reduction: the lowest of the 30 days before it, 20 € then 18 €.
    expect(referencePriceCents(history, day('2026-10-21'))).toBe(1800)
    // The second step of a progressive reduction keeps the price before the first one.
    expect(referencePriceCents(history, day('2026-10-28'))).toBe(1800)
    expect(referencePriceCents(history, day('2026-11-15'))).toBeNull()
    // A new reduction 49 days after the first began: the window (20 Nov – 20 Dec) holds only 18 €.
    expect(referencePriceCents(history, day('2026-12-21'))).toBe(1800)
  })

  it('counts an earlier reduction that ended within the 30 days', () => {
    const soon: AppliedPrice[] = [...history.slice(0, 5), { from: day('2026-11-10'), cents: 1600, onSale: true }]
    // 30 days before 10 November reach back to 11 October: 18 €, 15 € and 12 € were applied.
    expect(referencePriceCents(soon, day('2026-11-11'))).toBe(1200)
  })

  it('has no reference for a reduction with nothing sold before it, in any order of the history', () => {
    expect(referencePriceCents([{ from: day('2026-10-01'), cents: 1000, onSale: true }], day('2026-10-02'))).toBeNull()
    expect(referencePriceCents([...history].reverse(), day('2026-10-21'))).toBe(1800)
  })
})

describe('appliedPriceAt', () => {
  it('is the last price that started before the instant', () => {
    expect(appliedPriceAt(history, day('2026-10-26'))).toEqual(history[3])
    expect(appliedPriceAt(history, day('2026-08-01'))).toBeNull()
  })
})
