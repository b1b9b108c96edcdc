import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { formatTicketReference, type ReferencePrefix } from '@shop/domain/tickets'

/** The next reference, from a sequence (never reused) and the day of Paris, in one statement. */
export async function nextReference(payload: Payload, prefix: ReferencePrefix = 'SUP'): Promise<string> {
  const { rows } = await payload.db.drizzle.execute<{ day: string; sequence: number }>(
    sql`select to_char((now() at time zone 'Europe/Paris')::date, 'YYYY-MM-DD') as day, nextval('ticket_reference_seq')::int as sequence`,
  )
  const row = rows[0]
  if (!row) throw new Error('ticket reference sequence returned no row')
  return formatTicketReference(new Date(`${row.day}T00:00:00Z`), row.sequence, prefix)
}
