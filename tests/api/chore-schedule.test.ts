import { describe, expect, it } from 'vitest'

import { sql } from '../support/api.ts'

/** cms/src/jobs/recurring-chores.ts: each chore runs a period after its last run, as this instance is configured. */
describe('the chores’ schedule', () => {
  it('brings forward a run scheduled further than the configured period, by an instance configured otherwise', async () => {
    // What an instance with the default hourly purge leaves behind when it held the chores queue last:
    // the next run an hour away (taken when it waits, not while a run is under way).
    let postponed: number | undefined
    await expect
      .poll(
        async () => {
          const [job] = await sql<{ id: number }>(
            `update payload_jobs set wait_until = now() + interval '1 hour'
             where queue = 'chores' and task_slug = 'submission-purge' and completed_at is null
               and not coalesce(has_error, false) and not processing
             returning id`,
          )
          postponed = job?.id
          return postponed
        },
        { timeout: 10_000, interval: 100 },
      )
      .toBeDefined()
    // The suite's period is 2 s (SUBMISSION_PURGE_SECONDS): that run takes place within a few.
    await expect
      .poll(async () => (await sql(`select 1 from payload_jobs where id = $1 and completed_at is not null`, [postponed])).length, {
        timeout: 10_000,
      })
      .toBe(1)
  })
})
