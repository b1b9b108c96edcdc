import { describe, expect, it } from 'vitest'

import { addWorkingDays, easterSunday, frenchHolidays, isWorkingDay, parisDate, parisMinutes, workingDayFrom } from './working-days.ts'

describe('easterSunday', () => {
  it('matches the published dates', () => {
    expect(['2024', '2025', '2026', '2027', '2038'].map((year) => easterSunday(Number(year)))).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2038-04-25',
    ])
  })
})

describe('frenchHolidays', () => {
  it('holds the eleven public holidays of metropolitan France', () => {
    expect([...frenchHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-04-06', // Easter Monday
      '2026-05-01',
      '2026-05-08',
      '2026-05-14', // Ascension
      '2026-05-25', // Whit Monday
      '2026-07-14',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-25',
    ])
  })
})

describe('working days', () => {
  it('skips Saturdays, Sundays and public holidays', () => {
    expect(isWorkingDay('2026-12-04')).toBe(true) // Friday
    expect(isWorkingDay('2026-12-05')).toBe(false) // Saturday
    expect(isWorkingDay('2026-12-06')).toBe(false) // Sunday
    expect(isWorkingDay('2026-12-25')).toBe(false) // Christmas, a Friday
    expect(workingDayFrom('2026-12-25')).toBe('2026-12-28')
    expect(workingDayFrom('2026-12-28')).toBe('2026-12-28')
  })

  it('counts working days forward across weekends, holidays and the year end', () => {
    expect(addWorkingDays('2026-12-03', 1)).toBe('2026-12-04')
    expect(addWorkingDays('2026-12-04', 1)).toBe('2026-12-07')
    expect(addWorkingDays('2026-12-24', 1)).toBe('2026-12-28')
    expect(addWorkingDays('2026-12-31', 1)).toBe('2027-01-04') // New Year's Day, then the weekend
    expect(addWorkingDays('2026-05-13', 1)).toBe('2026-05-15') // over Ascension
    expect(addWorkingDays('2026-12-05', 0)).toBe('2026-12-05')
  })

  it('reads the day and the time of an instant in Paris, summer and winter', () => {
    expect(parisDate(new Date('2026-11-19T23:30:00Z'))).toBe('2026-11-20')
    expect(parisMinutes(new Date('2026-11-20T13:29:00Z'))).toBe(14 * 60 + 29)
    expect(parisMinutes(new Date('2026-07-01T12:30:00Z'))).toBe(14 * 60 + 30)
    expect(parisMinutes(new Date('2026-07-01T22:00:00Z'))).toBe(0)
  })
})
