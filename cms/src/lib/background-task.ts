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

/**
 * Runs a chore at start, then every `everyMs`, for the life of the process. A failed round is
 * logged with `failure` and the next one tries again; `done` says what a round achieved.
 */
export function runPeriodically(payload: Payload, everyMs: number, chore: () => Promise<string | null>, failure: string): void {
  const run = () =>
    chore().then(
      (done) => {
        if (done) payload.logger.info(done)
      },
      (err: unknown) => payload.logger.error({ err }, failure),
    )
  void run()
  setInterval(() => void run(), everyMs).unref()
}
