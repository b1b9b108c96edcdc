import { describe, expect, it } from 'vitest'

import { formatOrderNumber, isOrderNumber } from './order-number.ts'

describe('order numbers', () => {
  it('reads MBP-DDMMYYYY-NNNN', () => {
    expect(formatOrderNumber(new Date(Date.UTC(2026, 10, 3)), 42)).toBe('MBP-03112026-0042')
  })

  it('refuses sequences that would not fit four digits', () => {
    expect(() => formatOrderNumber(new Date(), 0)).toThrow(RangeError)
    expect(() => formatOrderNumber(new Date(), 10_000)).toThrow(RangeError)
  })

  it('recognises only well-formed numbers', () => {
    expect(isOrderNumber('MBP-03112026-0042')).toBe(true)
    expect(isOrderNumber('MBP-3112026-0042')).toBe(false)
    expect(isOrderNumber('XYZ-03112026-0042')).toBe(false)
  })
})
