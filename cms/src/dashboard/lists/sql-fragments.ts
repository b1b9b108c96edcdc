import { ilike, or, sql, type Column, type SQL } from '@payloadcms/db-postgres/drizzle'

/** `%text%` for ILIKE, with the visitor's own `%`, `_` and `\` taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

/** The search box: any of the columns contains the text (no text, no condition). */
export function containing(text: string | undefined, columns: (Column | SQL.Aliased)[]): SQL | undefined {
  if (!text) return undefined
  const pattern = containsPattern(text)
  return or(...columns.map((column) => ilike(column, pattern)))
}

/** The first instant of a Paris day, and of the day after another: a `created_at` range by French dates. */
export const parisDayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Paris')`
export const parisDayEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'Europe/Paris')`

/** A Paris calendar day as text (`2026-11-24`), for grouping per day. */
export const parisDay = (column: SQL) => sql`to_char(${column} at time zone 'Europe/Paris', 'YYYY-MM-DD')`

export type Paged<Row> = { success: true; rows: Row[]; page: number; limit: number; total: number; totalPages: number }

export function paged<Row>(rows: Row[], total: number, page: number, limit: number): Paged<Row> {
  return { success: true, rows, page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) }
}

export const offsetOf = (page: number, limit: number) => (page - 1) * limit
