import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { authMessages } from '@shop/domain/auth-messages'

import { tooManyRequests } from '../http/http-error.ts'

/**
 * Attempt limits (spec: 5 failed sign-ins per e-mail or 20 per address within 15 minutes, and the
 * like for sign-ups, reset requests and photo uploads), counted in PostgreSQL in the
 * `auth-attempts` table so that all instances share the state.
 */
export const attemptWindowMs = 15 * 60 * 1000

export type Limit = { scope: string; key: string; max: number }

/** Either the attempt was counted (its rows, to release if it must not count after all) or refused. */
export type Reservation = { allowed: true; ids: number[] } | { allowed: false; retryAfter: number }

export type ReservationRow = { retry_after: number; ids: number[] | null }

/** The function's arguments: the limits in one lock order for every caller, so that two requests locking the same keys cannot deadlock. */
export function reservationArguments(limits: Limit[]): [string[], string[], number[], number] {
  const ordered = [...limits].sort((a, b) => `${a.scope}:${a.key}`.localeCompare(`${b.scope}:${b.key}`))
  return [ordered.map((limit) => limit.scope), ordered.map((limit) => limit.key), ordered.map((limit) => limit.max), attemptWindowMs / 1000]
}

export function reservationOf(rows: ReservationRow[]): Reservation {
  const row = rows[0]
  if (!row) throw new Error('shop_reserve_attempt returned no row')
  return row.ids ? { allowed: true, ids: row.ids.map(Number) } : { allowed: false, retryAfter: row.retry_after }
}

/**
 * Counts and records an attempt in one step, for all its limits together: under a
 * transaction-scoped advisory lock per (scope, key), the window is counted and the attempt is
 * written only when every limit has room. Checking and recording apart let concurrent requests
 * all pass the check before any was recorded. One statement, one round trip: the function
 * `shop_reserve_attempt` (migration 20261123_192500) is its own transaction. The statement is
 * prepared once per connection (named): every checkout and sign-in sends it, and PostgreSQL's
 * parsing and planning of it again each time cost more than running it.
 */
export async function reserveAttempt(payload: Payload, limits: Limit[]): Promise<Reservation> {
  const { rows } = await payload.db.pool.query<ReservationRow>({
    name: 'reserve-attempt',
    text: 'select retry_after, ids from shop_reserve_attempt($1::text[], $2::text[], $3::int[], $4::int)',
    values: reservationArguments(limits),
  })
  return reservationOf(rows)
}

type Executor = Pick<Payload['db']['drizzle'], 'execute'>

/**
 * The same, inside a transaction the caller already holds (a Payload operation's): no second
 * connection is taken, and the locks last until that transaction ends.
 */
export async function reserveAttemptIn(db: Executor, limits: Limit[]): Promise<Reservation> {
  const [scopes, keys, maxes, windowSeconds] = reservationArguments(limits)
  const { rows } = await db.execute<ReservationRow>(sql`
    select retry_after, ids
      from shop_reserve_attempt(${sql.param(scopes)}::text[], ${sql.param(keys)}::text[], ${sql.param(maxes)}::int[], ${windowSeconds}::int)`)
  return reservationOf(rows)
}

export type CountedAttempt = Extract<Reservation, { allowed: true }>

/**
 * The one way a limited action starts: the attempt counted within its limits, or the contract's
 * 429 with the wait, in the caller's French words.
 */
export async function countAttempt(
  payload: Payload,
  limits: Limit[],
  refusal: string = authMessages.tooManyAttempts,
): Promise<CountedAttempt> {
  const reservation = await reserveAttempt(payload, limits)
  if (!reservation.allowed) throw tooManyRequests(refusal, reservation.retryAfter)
  return reservation
}

/** Takes back a reserved attempt that turned out not to count (a successful sign-in, a failure on the server side). */
export async function releaseAttempt(payload: Payload, reservation: Reservation): Promise<void> {
  if (!reservation.allowed || reservation.ids.length === 0) return
  await payload.db.drizzle.execute(sql`delete from auth_attempts where id in ${reservation.ids}`)
}

/**
 * Attempts out of the window count for no limit: deleted, so that the table holds only the last
 * 15 minutes of attempts (e-mail addresses and client addresses kept no longer than they serve).
 */
export async function purgeExpiredAttempts(payload: Payload): Promise<number> {
  const { rowCount } = await payload.db.pool.query(
    'delete from auth_attempts where created_at < clock_timestamp() - make_interval(secs => $1::int)',
    [attemptWindowMs / 1000],
  )
  return rowCount ?? 0
}

export async function clearAttempts(payload: Payload, limit: Omit<Limit, 'max'>): Promise<void> {
  await payload.delete({
    collection: 'auth-attempts',
    where: { scope: { equals: limit.scope }, key: { equals: limit.key } },
    overrideAccess: true,
  })
}
