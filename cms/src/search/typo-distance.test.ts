import { describe, expect, it } from 'vitest'

import { typoBudget, typoDistance } from './typo-distance.ts'

describe('typoDistance', () => {
  it('counts a swap of two neighbours as one typo, like a missing, extra or wrong letter', () => {
    expect(typoDistance('iphnoe', 'iphone', 2)).toBe(1)
    expect(typoDistance('ipohne', 'iphone', 2)).toBe(1)
    expect(typoDistance('smasung', 'samsung', 2)).toBe(1)
    expect(typoDistance('samsng', 'samsung', 2)).toBe(1)
    expect(typoDistance('samssung', 'samsung', 2)).toBe(1)
    expect(typoDistance('samsunk', 'samsung', 2)).toBe(1)
    expect(typoDistance('iphone', 'iphone', 2)).toBe(0)
  })

  it('counts further changes, and stops past the allowance', () => {
    expect(typoDistance('ipnohe', 'iphone', 2)).toBe(2)
    expect(typoDistance('galxay', 'galaxy', 1)).toBe(1)
    expect(typoDistance('glaxay', 'galaxy', 1)).toBe(2)
    expect(typoDistance('tesla', 'samsung', 1)).toBe(2)
    expect(typoDistance('a', 'abcdef', 2)).toBe(3)
  })
})

describe('typoBudget', () => {
  it('allows no typo under 4 letters, one from 4, two from 8, none in a number', () => {
    expect(typoBudget('ipd')).toBe(0)
    expect(typoBudget('ipone')).toBe(1)
    expect(typoBudget('samsng')).toBe(1)
    expect(typoBudget('motorolla')).toBe(2)
    expect(typoBudget('15')).toBe(0)
    expect(typoBudget('s24')).toBe(0)
  })
})
