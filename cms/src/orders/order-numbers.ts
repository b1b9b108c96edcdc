import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { formatOrderNumber } from '@shop/domain/order-number'

export type OrderIdentity = { id: number; orderNumber: string }

/**
 * The next order's row id and its `MBP-DDMMYYYY-NNNN`, counted per day of Paris, in one atomic
 * statement: concurrent checkouts each get their own. Taken before the order is written (the
 * payment page is opened with them first), it commits at once, so that checkouts do not wait on
 * each other for the counter; a checkout that fails afterwards leaves a gap, never a number used twice.
 */
export async function nextOrderIdentity(payload: Payload): Promise<OrderIdentity> {
  const { rows } = await payload.db.drizzle.execute<{ id: number; day: string; last: number }>(sql`
    with counter as (
      insert into order_number_counters (day, last) values ((now() at time zone 'Europe/Paris')::date, 1)
      on conflict (day) do update set last = order_number_counters.last + 1
      returning day, last
    )
    select nextval(pg_get_serial_sequence('orders', 'id'))::int as id, to_char(day, 'YYYY-MM-DD') as day, last from counter`)
  const row = rows[0]
  if (!row) throw new Error('order number counter returned no row')
  return { id: Number(row.id), orderNumber: formatOrderNumber(new Date(`${row.day}T00:00:00Z`), row.last) }
}
