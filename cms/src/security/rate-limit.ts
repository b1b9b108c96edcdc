import { inArray, lt, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { authMessages } from '@shop/domain/auth-messages'

import { dbOf, preparedStatement, type Db } from '../database/db.ts'
import { auth_attempts } from '../database/payload-schema.ts'
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

/** The function's arguments, by the names of the placeholders of `reservationQuery`. */
type ReservationArguments = { scopes: string[]; keys: string[]; maxes: number[]; windowSeconds: number }

/** The function's arguments: the limits in one lock order for every caller, so that two requests locking the same keys cannot deadlock. */
export function reservationArguments(limits: Limit[]): ReservationArguments {
  const ordered = [...limits].sort((a, b) => `${a.scope}:${a.key}`.localeCompare(`${b.scope}:${b.key}`))
  return {
    scopes: ordered.map((limit) => limit.scope),
    keys: ordered.map((limit) => limit.key),
    maxes: ordered.map((limit) => limit.max),
    windowSeconds: attemptWindowMs / 1000,
  }
}

/**
 * The function's one row, its arguments placeholders (filled by `reservationArguments`): a
 * statement of its own, or the first part of one that goes on only when the attempt is allowed.
 */
export function reservationQuery(db: Db) {
  return db
    .select({ retryAfter: sql<number>`retry_after`.as('retry_after'), ids: sql<number[] | null>`ids`.as('ids') })
    .from(
      sql`shop_reserve_attempt(${sql.placeholder('scopes')}::text[], ${sql.placeholder('keys')}::text[], ${sql.placeholder('maxes')}::int[], ${sql.placeholder('windowSeconds')}::int)`,
    )
}

const reserveAttemptStatement = preparedStatement('reserve-attempt', reservationQuery)

export function reservationOf(rows: { retryAfter: number; ids: number[] | null }[]): Reservation {
  const row = rows[0]
  if (!row) throw new Error('shop_reserve_attempt returned no row')
  return row.ids ? { allowed: true, ids: row.ids.map(Number) } : { allowed: false, retryAfter: row.retryAfter }
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
  return reserveAttemptIn(await dbOf(payload), limits)
}

/**
 * The same, inside a transaction the caller already holds (a Payload operation's): no second
 * connection is taken, and the locks last until that transaction ends.
 */
export async function reserveAttemptIn(db: Db, limits: Limit[]): Promise<Reservation> {
  return reservationOf(await reserveAttemptStatement(db).execute(reservationArguments(limits)))
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
  const db = await dbOf(payload)
  await db.delete(auth_attempts).where(inArray(auth_attempts.id, reservation.ids))
}

/**
 * Attempts out of the window count for no limit: deleted, so that the table holds only the last
 * 15 minutes of attempts (e-mail addresses and client addresses kept no longer than they serve).
 */
export async function purgeExpiredAttempts(payload: Payload): Promise<number> {
  const db = await dbOf(payload)
  const { rowCount } = await db
    .delete(auth_attempts)
    .where(lt(auth_attempts.createdAt, sql`clock_timestamp() - make_interval(secs => ${attemptWindowMs / 1000}::int)`))
  return rowCount ?? 0
}

export async function clearAttempts(payload: Payload, limit: Omit<Limit, 'max'>): Promise<void> {
  await payload.delete({
    collection: 'auth-attempts',
    where: { scope: { equals: limit.scope }, key: { equals: limit.key } },
    overrideAccess: true,
  })
}
