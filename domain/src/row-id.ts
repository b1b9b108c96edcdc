import * as z from 'zod'

import './zod-french.ts'

/**
 * The largest row id: Payload's ids and relations are PostgreSQL `integer` columns, which refuse a
 * larger number with an error; such an id names no row, and is answered as one that names none.
 */
export const maxRowId = 2_147_483_647

/** Whether a text is a row id: digits, from 1 to maxRowId. */
export function isRowId(value: string): boolean {
  if (!/^\d{1,10}$/.test(value)) return false
  const id = Number(value)
  return id >= 1 && id <= maxRowId
}

/** A row id sent as digits or as a number, parsed to its text; anything else is `error`. */
export const rowIdSchema = (error?: string) =>
  z
    .union([z.string().refine(isRowId, { error }), z.number({ error }).int({ error }).min(1, { error }).max(maxRowId, { error })], {
      error,
    })
    .transform(String)
