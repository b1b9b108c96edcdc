import { and, eq, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { dbOf } from '../database/db.ts'
import { payload_jobs } from '../database/payload-schema.ts'
import { jobQueueNames } from '../lib/job-queue-names.ts'
import { chores } from './chores.ts'

const waiting = sql`${payload_jobs.completedAt} is null and not coalesce(${payload_jobs.hasError}, false)`

/**
 * Queues the next run of every chore that has none waiting: at once for a chore that never ran,
 * else a period after its last run ended. A run waiting beyond that is brought forward: a period
 * shortened in the configuration applies at once, not after the run the old one scheduled.
 * Called under the chores queue's lock, so two instances never queue the same period; a restart
 * finds the next run already queued and keeps its date.
 */
export async function queueDueChores(payload: Payload): Promise<void> {
  const db = await dbOf(payload)
  const rows = await db
    .select({
      slug: payload_jobs.taskSlug,
      nextRun: sql<string | null>`min(${payload_jobs.waitUntil}) filter (where ${waiting})`,
      lastFinished: sql<
        string | null
      >`max(coalesce(${payload_jobs.completedAt}, ${payload_jobs.updatedAt})) filter (where not (${waiting}))`,
    })
    .from(payload_jobs)
    .where(eq(payload_jobs.queue, jobQueueNames.chores))
    .groupBy(payload_jobs.taskSlug)
  const states = new Map(rows.map((row) => [row.slug, row]))
  for (const chore of chores.filter((chore) => chore.enabled?.() ?? true)) {
    const state = states.get(chore.slug)
    const due = state?.lastFinished ? new Date(new Date(state.lastFinished).getTime() + chore.everyMs()) : new Date()
    if (!state?.nextRun) {
      await payload.jobs.queue({ task: chore.slug, queue: jobQueueNames.chores, input: {}, waitUntil: due })
    } else if (new Date(state.nextRun) > due) {
      await db
        .update(payload_jobs)
        .set({ waitUntil: due.toISOString() })
        .where(
          and(
            eq(payload_jobs.queue, jobQueueNames.chores),
            eq(payload_jobs.taskSlug, chore.slug),
            waiting,
            sql`not ${payload_jobs.processing}`,
          ),
        )
    }
  }
}
