import { describe, expect, it } from 'vitest'

import { withdrawalDeadline, withdrawalMessages, withdrawalWindow } from './withdrawal.ts'

describe('withdrawalDeadline', () => {
  it('is 14 days after the day of receipt in Paris', () => {
    expect(withdrawalDeadline(new Date('2026-11-20T10:00:00Z'))).toBe('2026-12-04')
    // 23:30 UTC on 19 November is already 20 November in Paris.
    expect(withdrawalDeadline(new Date('2026-11-19T23:30:00Z'))).toBe('2026-12-04')
  })

  it('moves past a weekend and a public holiday to the next working day', () => {
    // 14 days after 12 December 2026 is Saturday 26 December: then Sunday, then Monday 28.
    expect(withdrawalDeadline(new Date('2026-12-12T12:00:00Z'))).toBe('2026-12-28')
    // 14 days after 11 December 2026 is Friday 25 December (Christmas).
    expect(withdrawalDeadline(new Date('2026-12-11T12:00:00Z'))).toBe('2026-12-28')
    // Easter Monday 2027 is 29 March.
    expect(withdrawalDeadline(new Date('2027-03-15T12:00:00Z'))).toBe('2027-03-30')
  })
})

describe('withdrawalWindow', () => {
  const delivered = (at: string) => [
    { status: 'confirmed' as const, at: '2026-11-01T10:00:00Z' },
    { status: 'delivered' as const, at },
  ]

  it('is open before delivery, and until the deadline day ends in Paris', () => {
    expect(withdrawalWindow('shipped', [], new Date())).toEqual({ deliveredAt: null, deadline: null, refusal: null })
    const history = delivered('2026-11-20T10:00:00Z')
    expect(withdrawalWindow('delivered', history, new Date('2026-12-04T22:59:00Z')).refusal).toBeNull()
    expect(withdrawalWindow('delivered', history, new Date('2026-12-04T23:00:00Z')).refusal).toBe(withdrawalMessages.expired)
  })

  it('is closed to unpaid, cancelled and refunded orders', () => {
    expect(withdrawalWindow('pending', [], new Date()).refusal).toBe(withdrawalMessages.notPaid)
    expect(withdrawalWindow('cancelled', [], new Date()).refusal).toBe(withdrawalMessages.closed)
    expect(withdrawalWindow('refunded', [], new Date()).refusal).toBe(withdrawalMessages.closed)
  })
})

describe('withdrawalWindow of personalised articles', () => {
  it('refuses an order of photo-printed articles only, after the reasons that come first', () => {
    expect(withdrawalWindow('shipped', [], new Date(), true).refusal).toBe(withdrawalMessages.onlyPersonalised)
    expect(withdrawalWindow('pending', [], new Date(), true).refusal).toBe(withdrawalMessages.notPaid)
    expect(withdrawalWindow('shipped', [], new Date(), false).refusal).toBeNull()
  })
})
