import { describe, expect, it } from 'vitest'

import { formatDate, formatDateTime, formatShortDate, formatShortDateTime } from './dates.ts'

describe('French dates', () => {
  it('writes the day in words, in Paris time', () => {
    expect(formatDate('2026-11-20T10:00:00.000Z')).toBe('20 novembre 2026')
    // 23:30 UTC on 1 July is already 2 July in Paris (summer time).
    expect(formatDate('2026-07-01T23:30:00.000Z')).toBe('2 juillet 2026')
    expect(formatDateTime('2026-11-20T10:00:00.000Z')).toBe('20 novembre 2026 à 11:00')
  })

  it('writes the dashboard’s columns in figures, in Paris time', () => {
    expect(formatShortDate('2026-07-01T23:30:00.000Z')).toBe('02/07/2026')
    expect(formatShortDateTime('2026-11-20T10:00:00.000Z')).toBe('20/11/2026 11:00')
  })
})
