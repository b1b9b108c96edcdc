import { and, desc, eq, gt, sql, type SQLWrapper } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { dbOf, type Db } from '../database/db.ts'
import { auth_attempts } from '../database/payload-schema.ts'
import { tooManyRequests } from '../http/http-error.ts'
import type { Subscription } from '../lib/notification-listener.ts'
import { attemptWindowMs, reserveAttempt, type Limit } from './rate-limit.ts'

const channel = 'attempt_limit_full'
const windowSeconds = attemptWindowMs / 1000
/** Past this many clients at their limit in one window (an attack from as many networks), the database answers instead. */
const maxEntries = 100_000

type Announcement = { scope: string; key: string; retryAfter: number }

const entryOf = (scope: string, key: string) => `${scope}\n${key}`

const withinWindow = gt(auth_attempts.createdAt, sql`clock_timestamp() - make_interval(secs => ${windowSeconds})`)
/** Seconds until the attempt made at `createdAt` leaves the window. */
const retryAfterOf = (createdAt: SQLWrapper) =>
  sql<number>`least(${windowSeconds}, greatest(1, ceil(extract(epoch from ${createdAt} + make_interval(secs => ${windowSeconds}) - clock_timestamp()))))::int`

const attemptsOf = (limit: Limit) => and(eq(auth_attempts.scope, limit.scope), eq(auth_attempts.key, limit.key), withinWindow)

/**
 * One row when `limit` is full: the seconds until it has room again, the age of the attempt
 * that leaves the window first among the last `max`.
 */
const fullLimitRow = (db: Db, limit: Limit) =>
  db
    .select({ retryAfter: retryAfterOf(auth_attempts.createdAt).as('retry_after') })
    .from(auth_attempts)
    .where(attemptsOf(limit))
    .orderBy(desc(auth_attempts.createdAt))
    .offset(limit.max - 1)
    .limit(1)

/** Every client of the scope at its limit now, with the seconds until it has room again. */
async function fullKeysOf(payload: Payload, limit: Limit): Promise<{ key: string; retryAfter: number }[]> {
  const db = await dbOf(payload)
  const recent = db
    .select({
      key: auth_attempts.key,
      createdAt: auth_attempts.createdAt,
      rank: sql<number>`row_number() over (partition by ${auth_attempts.key} order by ${auth_attempts.createdAt} desc)`.as('rank'),
    })
    .from(auth_attempts)
    .where(and(eq(auth_attempts.scope, limit.scope), withinWindow))
    .as('recent')
  return db
    .select({ key: recent.key, retryAfter: retryAfterOf(recent.createdAt) })
    .from(recent)
    .where(eq(recent.rank, limit.max))
}

/**
 * Which clients used up a guessing limit, known on every instance: a request refused with the
 * guesses once they are used up, without being one of them, then reads memory instead of the
 * database. Each instance marks a limit full when one of its requests fills it and announces it
 * to the others (NOTIFY); a scope is read once from the database after LISTEN starts, since what
 * was announced before is lost. Until then, and while notifications do not arrive, the database
 * answers.
 */
class FullLimits {
  private readonly until = new Map<string, number>()
  /** Scopes read since LISTEN last started: loaded, or loading. */
  private readonly scopes = new Map<string, 'loaded' | 'loading'>()
  private listening = false
  private overflowUntil = 0
  /** Moves whenever what memory holds is dropped: a load started before answers for nothing. */
  private epoch = 0

  setListening(listening: boolean): void {
    this.listening = listening
    this.forget()
  }

  private forget(): void {
    this.epoch += 1
    this.scopes.clear()
    this.until.clear()
  }

  mark(scope: string, key: string, retryAfter: number): void {
    const entry = entryOf(scope, key)
    const until = Date.now() + retryAfter * 1000
    if ((this.until.get(entry) ?? 0) >= until) return
    if (this.until.size >= maxEntries) this.sweep()
    if (this.until.size >= maxEntries) {
      // Dropping entries would let a full limit pass: the database answers for one window, then reload.
      this.overflowUntil = Date.now() + attemptWindowMs
      this.forget()
      return
    }
    this.until.set(entry, until)
  }

  onNotification(payloadText: string | undefined): void {
    try {
      const { scope, key, retryAfter } = JSON.parse(payloadText ?? '') as Announcement
      this.mark(scope, key, retryAfter)
    } catch {
      // An announcement this version cannot read: the scopes are read again.
      this.forget()
    }
  }

  /** The wait when `limit` is known full, 0 when known to have room, null when memory cannot tell. */
  remembered(payload: Payload, limit: Limit): number | null {
    if (!this.listening || Date.now() < this.overflowUntil) return null
    const state = this.scopes.get(limit.scope)
    if (state !== 'loaded') {
      if (!state) this.load(payload, limit)
      return null
    }
    const until = this.until.get(entryOf(limit.scope, limit.key))
    if (until === undefined) return 0
    const left = until - Date.now()
    if (left > 0) return Math.ceil(left / 1000)
    this.until.delete(entryOf(limit.scope, limit.key))
    return 0
  }

  /** Every client of the scope at its limit now; announcements arriving meanwhile add to it. */
  private load(payload: Payload, limit: Limit): void {
    const epoch = this.epoch
    this.scopes.set(limit.scope, 'loading')
    const loading = fullKeysOf(payload, limit)
    loading.then(
      (rows) => {
        // LISTEN restarted meanwhile: this answer may predate what was lost.
        if (epoch !== this.epoch) return
        for (const row of rows) this.mark(limit.scope, row.key, row.retryAfter)
        if (epoch === this.epoch) this.scopes.set(limit.scope, 'loaded')
      },
      () => epoch === this.epoch && this.scopes.delete(limit.scope),
    )
  }

  private sweep(): void {
    const now = Date.now()
    for (const [entry, until] of this.until) if (until <= now) this.until.delete(entry)
  }
}

const fullLimits = new FullLimits()

export const fullLimitAnnouncements: Subscription = {
  channel,
  onNotification: (payloadText) => fullLimits.onNotification(payloadText),
  onListening: (listening) => fullLimits.setListening(listening),
}

/**
 * Counts one guess within `limit`, or refuses it with the contract's 429; the guess that fills
 * the limit announces it, so that `refuseWhenFull` knows it on every instance.
 */
export async function countGuess(payload: Payload, limit: Limit, refusal: string): Promise<void> {
  const reservation = await reserveAttempt(payload, [limit])
  if (!reservation.allowed) {
    fullLimits.mark(limit.scope, limit.key, reservation.retryAfter)
    throw tooManyRequests(refusal, reservation.retryAfter)
  }
  // Counted after the reservation's commit: of guesses running together, the last one sees them all.
  const db = await dbOf(payload)
  const fullLimit = db.$with('full_limit').as(fullLimitRow(db, limit))
  const [full] = await db
    .with(fullLimit)
    .select({
      retryAfter: fullLimit.retryAfter,
      announced: sql`pg_notify(${channel}, json_build_object('scope', ${limit.scope}::text, 'key', ${limit.key}::text, 'retryAfter', ${fullLimit.retryAfter})::text)`,
    })
    .from(fullLimit)
  if (full) fullLimits.mark(limit.scope, limit.key, full.retryAfter)
}

/**
 * Refuses with the contract's 429 when `limit` is full, counting nothing: for a request that must
 * be refused with the guesses once they are used up, without being one of them (a promo code
 * that exists, which guessing must not tell apart). Reads memory when it can tell.
 */
export async function refuseWhenFull(payload: Payload, limit: Limit, refusal: string): Promise<void> {
  const retryAfter = fullLimits.remembered(payload, limit) ?? (await fullLimitRow(await dbOf(payload), limit))[0]?.retryAfter
  if (retryAfter) throw tooManyRequests(refusal, retryAfter)
}
