import { getTableName, isNotNull, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { formatOrderNumber } from '@shop/domain/order-number'

import { dbOf, preparedStatement, type Db } from '../database/db.ts'
import { order_number_counters } from '../database/own-tables.ts'
import { orders } from '../database/payload-schema.ts'
import { reservationArguments, reservationOf, reservationQuery, type Limit } from '../security/rate-limit.ts'

export type OrderIdentity = { id: number; orderNumber: string }

/** The identity taken, or the attempt refused by its limit (and nothing taken). */
export type IdentityTaken = { allowed: true; identity: OrderIdentity } | { allowed: false; retryAfter: number }

/**
 * The attempt (materialized by PostgreSQL unasked: its function is volatile), then the counter
 * moved only when it was allowed, the commit's durability and the order's row id, as one statement.
 */
function nextOrderIdentityQuery(db: Db) {
  const attempt = db.$with('attempt').as(reservationQuery(db))
  const durability = db
    .$with('durability', { off: sql<string>`off`.as('off') })
    .as(sql`select set_config('synchronous_commit', 'off', true) as off`)
  const counter = db.$with('counter').as(
    db
      .insert(order_number_counters)
      .select(
        db
          .select({ day: sql`(now() at time zone 'Europe/Paris')::date`.as('day'), last: sql`1`.as('last') })
          .from(attempt)
          .where(isNotNull(attempt.ids)),
      )
      .onConflictDoUpdate({ target: order_number_counters.day, set: { last: sql`${order_number_counters.last} + 1` } })
      .returning({
        day: order_number_counters.day,
        last: order_number_counters.last,
        id: sql<number>`nextval(pg_get_serial_sequence(${getTableName(orders)}, ${orders.id.name}))::int`.as('id'),
      }),
  )
  return db
    .with(attempt, durability, counter)
    .select({
      retryAfter: attempt.retryAfter,
      ids: attempt.ids,
      id: counter.id,
      day: sql<string | null>`to_char(${counter.day}, 'YYYY-MM-DD')`,
      last: counter.last,
    })
    .from(attempt)
    .crossJoin(durability)
    .leftJoin(counter, sql`true`)
}

const nextOrderIdentityStatement = preparedStatement('next-order-identity', nextOrderIdentityQuery)

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
 * which only ever made a limit looser). Prepared once (`preparedStatement`), as every checkout sends it.
 */
export async function nextOrderIdentity(payload: Payload, attempt: Limit): Promise<IdentityTaken> {
  const rows = await nextOrderIdentityStatement(await dbOf(payload)).execute(reservationArguments([attempt]))
  const reservation = reservationOf(rows)
  if (!reservation.allowed) return reservation
  const row = rows[0]
  if (!row?.day || row.id === null || row.last === null) throw new Error('order number counter returned no row')
  return { allowed: true, identity: { id: Number(row.id), orderNumber: formatOrderNumber(new Date(`${row.day}T00:00:00Z`), row.last) } }
}
