import type { Payload } from 'payload'

import { jobQueueNames } from '../lib/job-queue-names.ts'
import { chores } from './chores.ts'

type ChoreState = { task_slug: string; pending: boolean; last_finished: Date | null }

/**
 * Queues the next run of every chore that has none waiting: at once for a chore that never ran,
 * else a period after its last run ended. Called under the chores queue's lock, so two instances
 * never queue the same period; a restart finds the next run already queued and keeps its date.
 */
export async function queueDueChores(payload: Payload): Promise<void> {
  const { rows } = await payload.db.pool.query<ChoreState>(
    `select task_slug::text,
            bool_or(completed_at is null and not coalesce(has_error, false)) as pending,
            max(coalesce(completed_at, updated_at)) as last_finished
       from payload_jobs where queue = $1 group by task_slug`,
    [jobQueueNames.chores],
  )
  const states = new Map(rows.map((row) => [row.task_slug, row]))
  for (const chore of chores) {
    const state = states.get(chore.slug)
    if (state?.pending) continue
    const everyMs = chore.everyMs()
    const next = state?.last_finished ? new Date(state.last_finished.getTime() + everyMs) : new Date()
    await payload.jobs.queue({ task: chore.slug, queue: jobQueueNames.chores, input: {}, waitUntil: next })
  }
}
