import { describe, expect, it } from 'vitest'

import { specPricing } from '@shop/domain/pricing'

import { categoryPages } from './category-pages.ts'

describe('the seeded category pages', () => {
  it('the watch banner names the packs the tariffs sell, and no other', () => {
    const { text } = categoryPages.watches.packBanner
    for (const pack of specPricing.watchPacks) expect(text).toContain(`${pack.quantity} films`)
    const named = [...text.matchAll(/(\d+) films/g)].map((match) => Number(match[1]))
    expect(named.every((quantity) => specPricing.watchPacks.some((pack) => pack.quantity === quantity))).toBe(true)
  })
})
