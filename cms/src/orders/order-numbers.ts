import type { Payload } from 'payload'

import { formatOrderNumber } from '@shop/domain/order-number'

export type OrderIdentity = { id: number; orderNumber: string }

/**
 * The next order's row id and its `MBP-DDMMYYYY-NNNN`, counted per day of Paris, in one atomic
 * statement: concurrent checkouts each get their own. Taken before the order is written (the
 * payment page is opened with them first), it commits at once, so that checkouts do not wait on
 * each other for the counter; a checkout that fails afterwards leaves a gap, never a number used twice.
 * Its commit does not wait for the disk (`synchronous_commit` off for this statement alone): the
 * order written with the number does, and flushing its commit flushes this earlier one too, so a
 * crash can only lose increments that no stored order holds. Prepared once per connection (named),
 * as every checkout sends it.
 */
export async function nextOrderIdentity(payload: Payload): Promise<OrderIdentity> {
  const { rows } = await payload.db.pool.query<{ id: number; day: string; last: number }>({
    name: 'next-order-identity',
    text: `
    with durability as (select set_config('synchronous_commit', 'off', true)),
    counter as (
      insert into order_number_counters (day, last) values ((now() at time zone 'Europe/Paris')::date, 1)
      on conflict (day) do update set last = order_number_counters.last + 1
      returning day, last
    )
    select nextval(pg_get_serial_sequence('orders', 'id'))::int as id, to_char(day, 'YYYY-MM-DD') as day, last from counter, durability`,
  })
  const row = rows[0]
  if (!row) throw new Error('order number counter returned no row')
  return { id: Number(row.id), orderNumber: formatOrderNumber(new Date(`${row.day}T00:00:00Z`), row.last) }
}
