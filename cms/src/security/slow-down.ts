import { setTimeout as sleep } from 'node:timers/promises'

import { and, count, gt, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { dbOf } from '../database/db.ts'
import { auth_attempts } from '../database/payload-schema.ts'
import { attemptWindowMs, type CountedAttempt } from './rate-limit.ts'

/**
 * A name anyone may try (an order number, an e-mail, a staff account): its failures, from whatever
 * clients, slow its tries down past `free` of them in the attempt window, and never refuse them.
 * A refusal per name let strangers lock its owner out by failing on purpose; the limits per client
 * are what stop one guesser.
 */
type SlowDown = { scope: string; key: string; free: number }

const firstDelayMs = 250
/** However many strangers failed, the owner waits no longer than this. */
const maxDelayMs = 4000

/** The wait owed after `failures`: none up to `free`, then doubling from a quarter second, capped. */
function delayAfter(failures: number, free: number): number {
  const over = failures - free
  return over <= 0 ? 0 : Math.min(maxDelayMs, firstDelayMs * 2 ** (over - 1))
}

/**
 * Waits what the names' failures in the window owe (the longest of their delays), then counts this
 * try as one more failure of each: the caller takes it back when the try succeeds
 * (`releaseAttempt`). Counted before the check rather than after it, so that tries running
 * together see each other. Says whether the names were slowed down.
 */
export async function slowDown(payload: Payload, names: SlowDown[]): Promise<{ slowed: boolean; failure: CountedAttempt }> {
  const db = await dbOf(payload)
  const rows = await db
    .select({ scope: auth_attempts.scope, key: auth_attempts.key, failures: count() })
    .from(auth_attempts)
    .where(
      and(
        sql`(${auth_attempts.scope}, ${auth_attempts.key}) in (${sql.join(
          names.map(({ scope, key }) => sql`(${scope}, ${key})`),
          sql`, `,
        )})`,
        gt(auth_attempts.createdAt, sql`clock_timestamp() - make_interval(secs => ${attemptWindowMs / 1000})`),
      ),
    )
    .groupBy(auth_attempts.scope, auth_attempts.key)
  const delay = Math.max(
    0,
    ...rows.map((row) => delayAfter(row.failures, names.find((name) => name.scope === row.scope && name.key === row.key)?.free ?? 0)),
  )
  if (delay > 0) await sleep(delay)
  const inserted = await db
    .insert(auth_attempts)
    .values(names.map(({ scope, key }) => ({ scope, key, createdAt: sql`clock_timestamp()`, updatedAt: sql`clock_timestamp()` })))
    .returning({ id: auth_attempts.id })
  return { slowed: delay > 0, failure: { allowed: true, ids: inserted.map((row) => row.id) } }
}
