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

/**
 * Counts and records an attempt in one step, for all its limits together: under a
 * transaction-scoped advisory lock per (scope, key), the window is counted and the attempt is
 * written only when every limit has room. Checking and recording apart let concurrent requests
 * all pass the check before any was recorded. One statement, one round trip: the function
 * `shop_reserve_attempt` (migration 20261123_192500) is its own transaction.
 */
export async function reserveAttempt(payload: Payload, limits: Limit[]): Promise<Reservation> {
  return reserveAttemptIn(payload.db.drizzle, limits)
}

type Executor = Pick<Payload['db']['drizzle'], 'execute'>

/**
 * The same, inside a transaction the caller already holds (a Payload operation's): no second
 * connection is taken, and the locks last until that transaction ends.
 */
export async function reserveAttemptIn(db: Executor, limits: Limit[]): Promise<Reservation> {
  // One lock order for every caller, so that two requests locking the same keys cannot deadlock.
  const ordered = [...limits].sort((a, b) => `${a.scope}:${a.key}`.localeCompare(`${b.scope}:${b.key}`))
  const array = (values: (string | number)[], type: 'text' | 'int') =>
    sql`array[${sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )}]::${sql.raw(type)}[]`
  const { rows } = await db.execute<{ retry_after: number; ids: number[] | null }>(sql`
    select retry_after, ids from shop_reserve_attempt(
      ${array(
        ordered.map((limit) => limit.scope),
        'text',
      )},
      ${array(
        ordered.map((limit) => limit.key),
        'text',
      )},
      ${array(
        ordered.map((limit) => limit.max),
        'int',
      )},
      ${attemptWindowMs / 1000})`)
  const row = rows[0]
  if (!row) throw new Error('shop_reserve_attempt returned no row')
  return row.ids ? { allowed: true, ids: row.ids.map(Number) } : { allowed: false, retryAfter: row.retry_after }
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

export async function clearAttempts(payload: Payload, limit: Omit<Limit, 'max'>): Promise<void> {
  await payload.delete({
    collection: 'auth-attempts',
    where: { scope: { equals: limit.scope }, key: { equals: limit.key } },
    overrideAccess: true,
  })
}
