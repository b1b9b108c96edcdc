import { describe, expect, it } from 'vitest'

import { specPricing } from './pricing.ts'
import {
  announcedReduction,
  appliedHistory,
  offerFor,
  pricingFor,
  priceFields,
  saleCovers,
  saleOffers,
  type PriceChange,
  type SaleRun,
} from './sales.ts'

const day = (iso: string) => new Date(`${iso}T00:00:00+01:00`)

describe('saleCovers', () => {
  it('reduces a protection type wherever it is sold, a category, or one model', () => {
    const hd = { kind: 'protection', protection: 'hd-tpu' } as const
    expect(saleCovers(hd, 'phone.hdTpu', null)).toBe(true)
    expect(saleCovers(hd, 'console.hd', 'consoles/ps5')).toBe(true)
    expect(saleCovers(hd, 'car.hdTpu', null)).toBe(true)
    expect(saleCovers(hd, 'phone.blueLight', null)).toBe(false)
    expect(saleCovers(hd, 'phone.backIntegral', null)).toBe(false)

    const tablets = { kind: 'category', collection: 'tablets' } as const
    expect(saleCovers(tablets, 'tablet.backIntegralPhoto', 'tablets/ipad-air')).toBe(true)
    expect(saleCovers(tablets, 'phone.hdTpu', null)).toBe(false)

    const iphone = { kind: 'model', collection: 'phones', slug: 'iphone-15' } as const
    expect(saleCovers(iphone, 'phone.antiSpy', 'phones/iphone-15')).toBe(true)
    expect(saleCovers(iphone, 'phone.antiSpy', 'phones/iphone-14')).toBe(false)
    expect(saleCovers(iphone, 'phone.antiSpy', null)).toBe(false)
    expect(saleCovers(iphone, 'tablet.antiSpy', 'phones/iphone-15')).toBe(false)
  })
})

describe('priceFields', () => {
  it('names every price of the table, watch packs by their type', () => {
    const fields = priceFields(specPricing)
    expect(fields.get('phone.hdTpu')).toBe(1500)
    expect(fields.get('console.controllerBase')).toBe(2000)
    expect(fields.get('watchPacks.pack-6')).toBe(1500)
    expect(fields.get('car.hdTpu')).toBe(2000)
    expect(fields.size).toBe(5 + 5 + 3 + 6 + 1 + 1)
  })
})

/** The phones' HD TPU: 20 €, 18 € from 1 October, 10 % off from 20 October, 1/3 off from 25 October, none from 1 November. */
const changes: PriceChange[] = [
  { field: 'phone.hdTpu', from: day('2026-09-01'), cents: 2000 },
  { field: 'phone.hdTpu', from: day('2026-10-01'), cents: 1800 },
]
const phones = { kind: 'category', collection: 'phones' } as const
const runs: SaleRun[] = [
  { percent: 10, target: phones, from: day('2026-10-20'), to: day('2026-10-25'), until: day('2026-10-25') },
  {
    percent: 33,
    target: { kind: 'protection', protection: 'hd-tpu' },
    from: day('2026-10-25'),
    to: day('2026-11-01'),
    until: day('2026-11-01'),
  },
]

describe('appliedHistory', () => {
  it('merges the table changes and the sales into the prices applied, each once', () => {
    expect(appliedHistory('phone.hdTpu', null, changes, runs)).toEqual([
      { from: day('2026-09-01'), cents: 2000, onSale: false },
      { from: day('2026-10-01'), cents: 1800, onSale: false },
      { from: day('2026-10-20'), cents: 1620, onSale: true },
      { from: day('2026-10-25'), cents: 1206, onSale: true },
      { from: day('2026-11-01'), cents: 1800, onSale: false },
    ])
  })

  it('takes the deepest of two sales running together', () => {
    const both: SaleRun[] = [
      { percent: 10, target: phones, from: day('2026-10-20'), to: null, until: null },
      { percent: 25, target: { kind: 'model', collection: 'phones', slug: 'iphone-15' }, from: day('2026-10-22'), to: null, until: null },
    ]
    expect(appliedHistory('phone.hdTpu', 'phones/iphone-15', changes, both).map((entry) => entry.cents)).toEqual([2000, 1800, 1620, 1350])
    expect(appliedHistory('phone.hdTpu', 'phones/iphone-14', changes, both).map((entry) => entry.cents)).toEqual([2000, 1800, 1620])
  })
})

describe('saleOffers', () => {
  it('gives the sale price, the reference before the first reduction and the end, for the category and a model of its own', () => {
    const current: SaleRun[] = [
      { percent: 10, target: phones, from: day('2026-10-20'), to: day('2026-10-25'), until: day('2026-10-25') },
      { percent: 20, target: phones, from: day('2026-10-25'), to: null, until: day('2026-11-10') },
      {
        percent: 50,
        target: { kind: 'model', collection: 'phones', slug: 'iphone-15' },
        from: day('2026-10-26'),
        to: null,
        until: day('2026-10-31'),
      },
    ]
    const table = { ...specPricing, phone: { ...specPricing.phone, hdTpu: 18 } }
    const offers = saleOffers(table, changes, current, day('2026-10-27'))
    const category = offerFor(offers, 'phone.hdTpu', 'phones/iphone-14')
    expect(category).toEqual({
      field: 'phone.hdTpu',
      model: null,
      percent: 20,
      cents: 1440,
      referenceCents: 1800,
      until: day('2026-11-10').toISOString(),
    })
    expect(offerFor(offers, 'phone.hdTpu', 'phones/iphone-15')).toEqual({
      field: 'phone.hdTpu',
      model: 'phones/iphone-15',
      percent: 50,
      cents: 900,
      referenceCents: 1800,
      until: day('2026-10-31').toISOString(),
    })
    // A price never changed since the records began counts from before them: 5 € for the back option.
    expect(offerFor(offers, 'phone.backIntegral', null)).toMatchObject({ cents: 400, referenceCents: 500 })
    expect(offerFor(offers, 'tablet.hdTpu', null)).toBeUndefined()

    const prices = pricingFor(table, offers, 'phones/iphone-15')
    expect(prices.phone.hdTpu).toBe(9)
    expect(prices.tablet).toEqual(table.tablet)
    expect(pricingFor(table, offers, null).phone.hdTpu).toBe(14.4)
  })

  it('offers nothing when no sale runs', () => {
    expect(saleOffers(specPricing, changes, runs, day('2026-11-15'))).toEqual([])
  })
})

describe('announcedReduction', () => {
  it('announces the reduction from the crossed-out reference, not from the list price an earlier sale undercut', () => {
    // 18 € since October, 16,20 € during a −10 % sale that ended on the 15th, then −20 % from the 25th:
    // 14,40 € against a reference of 16,20 € (the lowest of the 30 days) is −11 %, not −20 %.
    const afterEarlierSale: SaleRun[] = [
      { percent: 10, target: phones, from: day('2026-10-10'), to: day('2026-10-15'), until: day('2026-10-15') },
      { percent: 20, target: phones, from: day('2026-10-25'), to: null, until: null },
    ]
    const offers = saleOffers(specPricing, changes, afterEarlierSale, day('2026-10-27'))
    expect(announcedReduction(offers, 'phone.hdTpu', null)).toMatchObject({
      percent: 20,
      cents: 1440,
      referenceCents: 1620,
      announcedPercent: 11,
    })

    // Successive reductions keep the reference from before the first: the −20 % is 20 % off it.
    const successive = saleOffers(specPricing, changes, runs.slice(0, 1).concat({ ...afterEarlierSale[1]! }), day('2026-10-27'))
    expect(announcedReduction(successive, 'phone.hdTpu', null)).toMatchObject({ cents: 1440, referenceCents: 1800, announcedPercent: 20 })
  })
})
