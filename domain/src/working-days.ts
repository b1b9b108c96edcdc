/**
 * Working days as the shop counts them, in Paris: Monday to Friday, except the public holidays
 * of metropolitan France (the eleven of the Code du travail L3133-1; Alsace-Moselle's two extra
 * days are not the shop's). Days are calendar days written YYYY-MM-DD.
 */
import { onFirstUse } from './first-use.ts'

const dayMs = 24 * 60 * 60 * 1000

// Marked pure: a bundle that imports this module without the function (the storefront's delivery
// texts) drops the formatter altogether.
const parisDay = /* @__PURE__ */ onFirstUse(
  () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }),
)

/** The calendar day (YYYY-MM-DD) an instant falls on in Paris. */
export function parisDate(instant: Date): string {
  return parisDay().format(instant)
}

const parisClock = /* @__PURE__ */ onFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
)

/** Minutes since midnight in Paris at an instant (14:30 → 870). */
export function parisMinutes(instant: Date): number {
  const [hours = 0, minutes = 0] = parisClock().format(instant).split(':').map(Number)
  return hours * 60 + minutes
}

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`)
const iso = (date: Date) => date.toISOString().slice(0, 10)

/** The calendar day `days` after `day` (before, when negative). */
export function addCalendarDays(day: string, days: number): string {
  return iso(new Date(utcDay(day).getTime() + days * dayMs))
}

/** Easter Sunday of a year (anonymous Gregorian algorithm), as YYYY-MM-DD. */
export function easterSunday(year: number): string {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return iso(new Date(Date.UTC(year, month - 1, day)))
}

const holidaysByYear = new Map<number, Set<string>>()

/** Public holidays of metropolitan France in a year: eight fixed, and Easter Monday, Ascension, Whit Monday. */
export function frenchHolidays(year: number): Set<string> {
  let holidays = holidaysByYear.get(year)
  if (!holidays) {
    const easter = easterSunday(year)
    const fixed = ['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25'].map((day) => `${year}-${day}`)
    holidays = new Set([...fixed, ...[1, 39, 50].map((offset) => addCalendarDays(easter, offset))])
    holidaysByYear.set(year, holidays)
  }
  return holidays
}

/** Whether a day is worked: not a Saturday, a Sunday or a public holiday. */
export function isWorkingDay(day: string): boolean {
  const weekday = utcDay(day).getUTCDay()
  return weekday !== 0 && weekday !== 6 && !frenchHolidays(Number(day.slice(0, 4))).has(day)
}

/** The day itself when it is worked, else the next working day. */
export function workingDayFrom(day: string): string {
  let current = day
  while (!isWorkingDay(current)) current = addCalendarDays(current, 1)
  return current
}

// Every quote and checkout asks the same few days and counts (each delivery mode's period from
// today's dispatch day): walked once, remembered. The cap keeps a server running for months small.
const workingDaysAfter = new Map<string, string>()
const rememberedWalks = 512

/** The working day `count` working days after `day` (`day` itself need not be worked). */
export function addWorkingDays(day: string, count: number): string {
  const key = `${day}+${count}`
  const known = workingDaysAfter.get(key)
  if (known !== undefined) return known
  let current = day
  for (let added = 0; added < count;) {
    current = addCalendarDays(current, 1)
    if (isWorkingDay(current)) added += 1
  }
  if (workingDaysAfter.size >= rememberedWalks) workingDaysAfter.clear()
  workingDaysAfter.set(key, current)
  return current
}
