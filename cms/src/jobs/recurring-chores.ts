import type { Payload } from 'payload'

import { jobQueueNames } from '../lib/job-queue-names.ts'
import { chores } from './chores.ts'

type ChoreState = { task_slug: string; next_run: Date | null; last_finished: Date | null }

const waiting = 'completed_at is null and not coalesce(has_error, false)'

/**
 * Queues the next run of every chore that has none waiting: at once for a chore that never ran,
 * else a period after its last run ended. A run waiting beyond that is brought forward: a period
 * shortened in the configuration applies at once, not after the run the old one scheduled.
 * Called under the chores queue's lock, so two instances never queue the same period; a restart
 * finds the next run already queued and keeps its date.
 */
export async function queueDueChores(payload: Payload): Promise<void> {
  const { rows } = await payload.db.pool.query<ChoreState>(
    `select task_slug::text,
            min(wait_until) filter (where ${waiting}) as next_run,
            max(coalesce(completed_at, updated_at)) filter (where not (${waiting})) as last_finished
       from payload_jobs where queue = $1 group by task_slug`,
    [jobQueueNames.chores],
  )
  const states = new Map(rows.map((row) => [row.task_slug, row]))
  for (const chore of chores.filter((chore) => chore.enabled?.() ?? true)) {
    const state = states.get(chore.slug)
    const due = state?.last_finished ? new Date(state.last_finished.getTime() + chore.everyMs()) : new Date()
    if (!state?.next_run) {
      await payload.jobs.queue({ task: chore.slug, queue: jobQueueNames.chores, input: {}, waitUntil: due })
    } else if (state.next_run > due) {
      await payload.db.pool.query(
        `update payload_jobs set wait_until = $3 where queue = $1 and task_slug = $2 and ${waiting} and not processing`,
        [jobQueueNames.chores, chore.slug, due],
      )
    }
  }
}
