import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { formatOrderNumber } from '@shop/domain/order-number'

/**
 * The next `MBP-DDMMYYYY-NNNN`, counted per day of Paris in one atomic statement: concurrent
 * checkouts each get their own number. It commits at once, outside the order's transaction, so
 * that checkouts do not wait on each other for the counter; a checkout that fails afterwards
 * leaves a gap, never a number used twice.
 */
export async function nextOrderNumber(payload: Payload): Promise<string> {
  const { rows } = await payload.db.drizzle.execute<{ day: string; last: number }>(sql`
    insert into order_number_counters (day, last) values ((now() at time zone 'Europe/Paris')::date, 1)
    on conflict (day) do update set last = order_number_counters.last + 1
    returning to_char(day, 'YYYY-MM-DD') as day, last`)
  const row = rows[0]
  if (!row) throw new Error('order number counter returned no row')
  return formatOrderNumber(new Date(`${row.day}T00:00:00Z`), row.last)
}
