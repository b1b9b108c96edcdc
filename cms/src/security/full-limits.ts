import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { tooManyRequests } from '../http/http-error.ts'
import type { Subscription } from '../lib/notification-listener.ts'
import { attemptWindowMs, reserveAttempt, type Limit } from './rate-limit.ts'

const channel = 'attempt_limit_full'
const windowSeconds = attemptWindowMs / 1000
/** Past this many clients at their limit in one window (an attack from as many networks), the database answers instead. */
const maxEntries = 100_000

type Announcement = { scope: string; key: string; retryAfter: number }

const entryOf = (scope: string, key: string) => `${scope}\n${key}`

const withinWindow = sql`created_at > clock_timestamp() - make_interval(secs => ${windowSeconds})`
/** Seconds until the attempt of the row leaves the window. */
const retryAfterOfRow = sql`least(${windowSeconds}, greatest(1, ceil(extract(epoch from created_at + make_interval(secs => ${windowSeconds}) - clock_timestamp()))))::int`

/**
 * One row when `limit` is full: the seconds until it has room again, the age of the attempt
 * that leaves the window first among the last `max`.
 */
const fullLimitRow = (limit: Limit) => sql`
  select ${retryAfterOfRow} as retry_after
    from auth_attempts
   where scope = ${limit.scope} and key = ${limit.key} and ${withinWindow}
   order by created_at desc offset ${limit.max - 1} limit 1`

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
    const loading = payload.db.drizzle.execute<{ key: string; retry_after: number }>(sql`
      select key, ${retryAfterOfRow} as retry_after
        from (select key, created_at, row_number() over (partition by key order by created_at desc) as rank
                from auth_attempts
               where scope = ${limit.scope} and ${withinWindow}) recent
       where rank = ${limit.max}`)
    loading.then(
      ({ rows }) => {
        // LISTEN restarted meanwhile: this answer may predate what was lost.
        if (epoch !== this.epoch) return
        for (const row of rows) this.mark(limit.scope, row.key, row.retry_after)
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
  const { rows } = await payload.db.drizzle.execute<{ retry_after: number }>(sql`
    with full_limit as (${fullLimitRow(limit)})
    select retry_after, pg_notify(${channel}, json_build_object('scope', ${limit.scope}::text, 'key', ${limit.key}::text, 'retryAfter', retry_after)::text)
      from full_limit`)
  const [full] = rows
  if (full) fullLimits.mark(limit.scope, limit.key, full.retry_after)
}

/**
 * Refuses with the contract's 429 when `limit` is full, counting nothing: for a request that must
 * be refused with the guesses once they are used up, without being one of them (a promo code
 * that exists, which guessing must not tell apart). Reads memory when it can tell.
 */
export async function refuseWhenFull(payload: Payload, limit: Limit, refusal: string): Promise<void> {
  const retryAfter =
    fullLimits.remembered(payload, limit) ??
    (await payload.db.drizzle.execute<{ retry_after: number }>(fullLimitRow(limit))).rows[0]?.retry_after
  if (retryAfter) throw tooManyRequests(refusal, retryAfter)
}
