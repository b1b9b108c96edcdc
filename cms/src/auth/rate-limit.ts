import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

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
 * all pass the check before any was recorded.
 */
export async function reserveAttempt(payload: Payload, limits: Limit[]): Promise<Reservation> {
  return payload.db.drizzle.transaction((tx) => reserveAttemptIn(tx, limits))
}

type Executor = Pick<Payload['db']['drizzle'], 'execute'>

/**
 * The same, inside a transaction the caller already holds (a Payload operation's): no second
 * connection is taken, and the locks last until that transaction ends.
 */
export async function reserveAttemptIn(tx: Executor, limits: Limit[]): Promise<Reservation> {
  // One lock order for every caller, so that two requests locking the same keys cannot deadlock.
  const ordered = [...limits].sort((a, b) => `${a.scope}:${a.key}`.localeCompare(`${b.scope}:${b.key}`))
  const windowSeconds = attemptWindowMs / 1000
  for (const limit of ordered) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${limit.scope} || ':' || ${limit.key}))`)
  }
  for (const limit of ordered) {
    // The max-th newest attempt in the window: while it is there the limit is full, and the
    // caller may try again once it leaves the window. The clock is read now, not at the
    // transaction's start (`now()`), which may be long before the lock was granted.
    const { rows } = await tx.execute<{ retry_after: number }>(sql`
        select least(${windowSeconds}, greatest(1, ceil(extract(epoch from created_at + make_interval(secs => ${windowSeconds}) - clock_timestamp()))))::int as retry_after
        from auth_attempts
        where scope = ${limit.scope} and key = ${limit.key} and created_at > clock_timestamp() - make_interval(secs => ${windowSeconds})
        order by created_at desc
        offset ${limit.max - 1} limit 1`)
    const full = rows[0]
    if (full) return { allowed: false, retryAfter: full.retry_after }
  }
  const ids: number[] = []
  for (const limit of ordered) {
    const { rows } = await tx.execute<{ id: number }>(
      sql`insert into auth_attempts (scope, key, created_at, updated_at) values (${limit.scope}, ${limit.key}, clock_timestamp(), clock_timestamp()) returning id`,
    )
    ids.push(...rows.map((row) => row.id))
  }
  return { allowed: true, ids }
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
