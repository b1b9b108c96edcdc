import { expect } from 'vitest'

import { sql } from './api.ts'

/**
 * Runs a chore's next period now, as if its wait were over, and waits until that run finished:
 * its job is brought forward once one waits (the run at the shop's start may still be going).
 */
export async function runChoreNow(slug: string): Promise<void> {
  let job: number | undefined
  await expect
    .poll(
      async () => {
        const [due] = await sql<{ id: number }>(
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
    .poll(async () => (await sql(`select 1 from payload_jobs where id = $1 and completed_at is not null`, [job])).length, {
      timeout: 10_000,
    })
    .toBe(1)
}
