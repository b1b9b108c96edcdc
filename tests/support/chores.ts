import { expect } from 'vitest'

import { sql } from './api.ts'

/**
 * Runs a chore's next period now, as if its wait were over, and waits until that run finished:
 * its job is brought forward once one waits (the run at the shop's start may still be going).
 * `query` reaches another shop's database than the suite's.
 */
export async function runChoreNow(slug: string, query: typeof sql = sql): Promise<void> {
  let job: number | undefined
  await expect
    .poll(
      async () => {
        const [due] = await query<{ id: number }>(
          `update payload_jobs set wait_until = now()
            where queue = 'chores' and task_slug = $1 and completed_at is null
              and not coalesce(has_error, false) and not processing
            returning id`,
          [slug],
        )
        job = due?.id
        return job !== undefined
      },
      { timeout: 10_000 },
    )
    .toBe(true)
  await expect
    .poll(async () => (await query(`select 1 from payload_jobs where id = $1 and completed_at is not null`, [job])).length, {
      timeout: 10_000,
    })
    .toBe(1)
}

/**
 * Waits for a whole run of a chore that began after now (the tests' shops run their chores every
 * second or two, see testJobTimings): what the chore would have done by then, it has done. A run
 * cannot start before its job's date, so a completed job dated after now is such a run.
 */
export async function choreRoundAfterNow(slug: string): Promise<void> {
  const [{ now }] = await sql<{ now: Date }>('select now()')
  await expect
    .poll(
      async () =>
        (await sql(`select 1 from payload_jobs where task_slug::text = $1 and wait_until > $2 and completed_at is not null`, [slug, now]))
          .length,
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0)
}
