import { describe, expect, it } from 'vitest'

import { claimDueBy, claimOverdue, claimUnits, withdrawalRefundDueBy, withdrawalRefundOverdue, withdrawalReturnBy } from './after-sales.ts'

const paris = (day: string, time = '10:00') => new Date(`${day}T${time}:00+01:00`)

describe('a withdrawal’s days (L221-23, L221-24)', () => {
  it('sends the articles back and refunds within 14 calendar days of the Paris day of the withdrawal', () => {
    expect(withdrawalReturnBy(paris('2026-11-20'))).toBe('2026-12-04')
    expect(withdrawalRefundDueBy(paris('2026-11-20'))).toBe('2026-12-04')
    // 23:30 in Paris on the 20th is the 21st in no sense: the day is Paris's.
    expect(withdrawalRefundDueBy(new Date('2026-11-20T22:30:00Z'))).toBe('2026-12-04')
  })

  it('is late only once the articles or their proof arrived, and from the day after the later of due day and receipt', () => {
    const withdrawn = paris('2026-11-01')
    expect(withdrawalRefundOverdue(withdrawn, null, paris('2026-12-20'))).toBe(false)
    expect(withdrawalRefundOverdue(withdrawn, paris('2026-11-05'), paris('2026-11-15'))).toBe(false)
    expect(withdrawalRefundOverdue(withdrawn, paris('2026-11-05'), paris('2026-11-16'))).toBe(true)
    // Received after the due day: due on receipt.
    expect(withdrawalRefundOverdue(withdrawn, paris('2026-11-20'), paris('2026-11-20'))).toBe(false)
    expect(withdrawalRefundOverdue(withdrawn, paris('2026-11-20'), paris('2026-11-21'))).toBe(true)
  })
})

describe('a warranty claim’s due day', () => {
  it('is 7 working days on (48 working hours of review, then 5 working days), past weekends and French public holidays', () => {
    // Friday 20 November 2026 → Monday 23 … Tuesday 1 December.
    expect(claimDueBy(paris('2026-11-20'))).toBe('2026-12-01')
    // Monday 21 December 2026: Christmas and New Year's Day are not worked.
    expect(claimDueBy(paris('2026-12-21'))).toBe('2026-12-31')
    expect(claimDueBy(paris('2026-12-24'))).toBe('2027-01-06')
    expect(claimOverdue(paris('2026-11-20'), paris('2026-12-01', '23:00'))).toBe(false)
    expect(claimOverdue(paris('2026-11-20'), paris('2026-12-02', '00:30'))).toBe(true)
  })
})

describe('the units a remedy covers', () => {
  const lines = [{ id: 'a', quantity: 2, paidCents: 2999 }]
  it('shares out what the line was paid, to the cent, and refuses what the order does not hold', () => {
    expect(claimUnits(lines, [{ line: 'a', quantity: 1 }])).toEqual({
      ok: true,
      units: [{ line: lines[0], quantity: 1, refundCents: 1500 }],
    })
    expect(claimUnits(lines, [{ line: 'b', quantity: 1 }])).toEqual({
      ok: false,
      error: 'Cet article ne fait pas partie de la commande réclamée.',
    })
    expect(claimUnits(lines, [{ line: 'a', quantity: 3 }])).toEqual({ ok: false, error: 'La quantité dépasse celle de la commande.' })
  })
})
