import { sql } from '@payloadcms/db-postgres/drizzle'

/** Today in Paris as `YYYY-MM-DD`. */
export function parisToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now)
}

/** The last `days` days of Paris, oldest first, today included. */
export function lastDays(days: number, now = new Date()): string[] {
  const today = new Date(`${parisToday(now)}T12:00:00Z`)
  return Array.from({ length: days }, (_, index) => {
    const day = new Date(today)
    day.setUTCDate(today.getUTCDate() - (days - 1 - index))
    return day.toISOString().slice(0, 10)
  })
}

/** The first instant of that period, computed by PostgreSQL in Paris time (DST included). */
export function periodStart(days: number) {
  return sql`(((now() at time zone 'Europe/Paris')::date - ${days - 1}::int)::timestamp at time zone 'Europe/Paris')`
}
