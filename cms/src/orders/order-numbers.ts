import type { Payload } from 'payload'

import { formatOrderNumber } from '@shop/domain/order-number'

import { reservationArguments, reservationOf, type Limit, type ReservationRow } from '../security/rate-limit.ts'

export type OrderIdentity = { id: number; orderNumber: string }

/** The identity taken, or the attempt refused by its limit (and nothing taken). */
export type IdentityTaken = { allowed: true; identity: OrderIdentity } | { allowed: false; retryAfter: number }

type IdentityRow = ReservationRow & { id: number | null; day: string | null; last: number | null }

/**
 * The next order's row id and its `MBP-DDMMYYYY-NNNN`, counted per day of Paris, in one atomic
 * statement: concurrent checkouts each get their own. Taken before the order is written (the
 * payment page is opened with them first), it commits at once, so that checkouts do not wait on
 * each other for the counter; a checkout that fails afterwards leaves a gap, never a number used twice.
 *
 * The checkout's attempt is counted in the same statement (`shop_reserve_attempt`, as
 * security/rate-limit.ts does alone): one round trip fewer on every checkout, and the counter is
 * only moved when the attempt is allowed, so a refused request spends no number.
 *
 * Its commit does not wait for the disk (`synchronous_commit` off for this statement alone): the
 * order written with the number does, and flushing its commit flushes this earlier one too, so a
 * crash can only lose increments that no stored order holds (and the attempts of the last moment,
 * which only ever made a limit looser). Prepared once per connection (named), as every checkout sends it.
 */
export async function nextOrderIdentity(payload: Payload, attempt: Limit): Promise<IdentityTaken> {
  const { rows } = await payload.db.pool.query<IdentityRow>({
    name: 'next-order-identity',
    text: `
    with attempt as materialized (
      select retry_after, ids from shop_reserve_attempt($1::text[], $2::text[], $3::int[], $4::int)
    ),
    durability as (select set_config('synchronous_commit', 'off', true)),
    counter as (
      insert into order_number_counters (day, last)
        select (now() at time zone 'Europe/Paris')::date, 1 from attempt where attempt.ids is not null
      on conflict (day) do update set last = order_number_counters.last + 1
      returning day, last, nextval(pg_get_serial_sequence('orders', 'id'))::int as id
    )
    select attempt.retry_after, attempt.ids, counter.id, to_char(counter.day, 'YYYY-MM-DD') as day, counter.last
      from attempt cross join durability left join counter on true`,
    values: reservationArguments([attempt]),
  })
  const reservation = reservationOf(rows)
  if (!reservation.allowed) return reservation
  const row = rows[0]
  if (!row?.day || row.id === null || row.last === null) throw new Error('order number counter returned no row')
  return { allowed: true, identity: { id: Number(row.id), orderNumber: formatOrderNumber(new Date(`${row.day}T00:00:00Z`), row.last) } }
}
