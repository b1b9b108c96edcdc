import type { Payload } from 'payload'

/**
 * Runs `work` while holding a session advisory lock, so that of several instances of the shop
 * running the same chore, one does it and the others skip this round (null).
 */
export async function onOneInstance<T>(payload: Payload, lockKey: number, work: () => Promise<T>): Promise<T | null> {
  const client = await payload.db.pool.connect()
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [lockKey])
    if (!rows[0]?.locked) return null
    try {
      return await work()
    } finally {
      await client.query('select pg_advisory_unlock($1)', [lockKey])
    }
  } finally {
    client.release()
  }
}

/** The chores the instances share (a row each in `shop_chore_runs`). */
export type Chore = 'payment-reconciliation' | 'scheduled-publication' | 'submission-purge' | 'customer-photo-purge' | 'newsletter-send'

/** Timers fire a little late or early: a period is taken once 90 % of it has passed since the last run. */
const periodSlack = 0.9

/**
 * Whether this instance runs the chore's current period: the first instance to ask once the
 * period has passed since the last run records it, in one statement; the others, and this one
 * again before the period is over, skip. However many instances run, a chore runs once a period.
 */
export async function claimPeriod(payload: Payload, chore: Chore, everyMs: number): Promise<boolean> {
  const { rows } = await payload.db.pool.query(
    `insert into shop_chore_runs as runs (chore, started_at) values ($1, now())
     on conflict (chore) do update set started_at = now()
       where runs.started_at <= now() - make_interval(secs => $2)
     returning chore`,
    [chore, (everyMs * periodSlack) / 1000],
  )
  return rows.length > 0
}

const timers = new Set<NodeJS.Timeout>()
const rounds = new Set<Promise<void>>()

/**
 * Runs a chore at start, then every `everyMs`, for the life of the process, on whichever
 * instance claims each period first (`claimPeriod`). A failed round is logged with `failure` and
 * the next period tries again; `done` says what a round achieved.
 */
export function runPeriodically(
  payload: Payload,
  chore: Chore,
  everyMs: number,
  work: () => Promise<string | null>,
  failure: string,
): void {
  const run = () => {
    const round = claimPeriod(payload, chore, everyMs)
      .then((claimed) => (claimed ? work() : null))
      .then(
        (done) => {
          if (done) payload.logger.info(done)
        },
        (err: unknown) => payload.logger.error({ err }, failure),
      )
    rounds.add(round)
    void round.finally(() => rounds.delete(round))
  }
  run()
  timers.add(setInterval(run, everyMs).unref())
}

/** For a clean stop: no round starts any more, and the rounds under way finish first. */
export async function stopPeriodicChores(): Promise<void> {
  for (const timer of timers) clearInterval(timer)
  timers.clear()
  await Promise.allSettled([...rounds])
}
