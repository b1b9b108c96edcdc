import { and, eq, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { dbOf } from '../database/db.ts'
import { payload_jobs } from '../database/payload-schema.ts'
import { advisoryLocks } from '../lib/advisory-locks.ts'
import { env } from '../lib/env.ts'
import { jobQueueNames, type JobQueueName } from '../lib/job-queue-names.ts'
import { onOneInstance } from './on-one-instance.ts'
import { queueDueChores } from './recurring-chores.ts'

/**
 * The queues of Payload's job table the shop runs: e-mails, invoices and credit notes, the
 * periodic chores, and the publications staff schedule in the admin (Payload queues those in 'default').
 */
type QueueSpec = {
  name: JobQueueName
  lock: number
  /** How many jobs a run takes. */
  batch: number
  /** One after another, oldest first: e-mails to one person arrive in the order they were written. */
  sequential: boolean
  /** Work done under the queue's lock before running it. */
  prepare?: (payload: Payload) => Promise<void>
}

const queues: QueueSpec[] = [
  { name: jobQueueNames.mail, lock: advisoryLocks.mailQueue, batch: 20, sequential: true },
  // One at a time, oldest first: issuers take turns on the numbering lock anyway (invoices/issue-invoice.ts).
  { name: jobQueueNames.invoices, lock: advisoryLocks.invoiceQueue, batch: 20, sequential: true },
  { name: jobQueueNames.chores, lock: advisoryLocks.choreQueue, batch: 5, sequential: true, prepare: queueDueChores },
  { name: jobQueueNames.publications, lock: advisoryLocks.publicationQueue, batch: 20, sequential: false },
]

/** A round stops taking new batches after this, so that a long queue does not starve the others' turn. */
const roundBudgetMs = 20_000

/**
 * How many runs of a job may end with their instance before it is set aside: as many as an
 * e-mail's tries (mail/send-email-task.ts). Payload counts a try only when its handler throws; a
 * job that takes its instance down (memory, a kill) would otherwise come back first for ever, and
 * hold its one-at-a-time queue with it.
 */
const interruptedRunsAllowed = 12
const setAsideReason = `Interrompue ${interruptedRunsAllowed} fois (le serveur s'est arrêté pendant son exécution) : mise de côté.`

/**
 * Jobs marked as running when this instance takes the queue's lock were left by an instance
 * that died mid-job (a live one would still hold the lock): they go back to the queue, the run
 * counted as a try. An e-mail interrupted after the server accepted it may then leave twice (with
 * the same Message-ID), never zero times.
 */
async function releaseInterrupted(payload: Payload, queue: string): Promise<void> {
  const db = await dbOf(payload)
  const setAside = sql`${payload_jobs.totalTried} + 1 >= ${interruptedRunsAllowed}`
  await db
    .update(payload_jobs)
    .set({
      processing: false,
      totalTried: sql`${payload_jobs.totalTried} + 1`,
      hasError: setAside,
      error: sql`case when ${setAside} then jsonb_build_object('message', ${setAsideReason}::text) else ${payload_jobs.error} end`,
    })
    .where(and(eq(payload_jobs.queue, queue), sql`${payload_jobs.processing}`))
}

async function runQueue(payload: Payload, spec: QueueSpec): Promise<void> {
  await onOneInstance(payload, spec.lock, async () => {
    await releaseInterrupted(payload, spec.name)
    await spec.prepare?.(payload)
    const stopAt = Date.now() + roundBudgetMs
    for (;;) {
      const { jobStatus } = await payload.jobs.run({
        queue: spec.name,
        limit: spec.batch,
        sequential: spec.sequential,
        overrideAccess: true,
        silent: { info: true, error: false },
      })
      if (Object.keys(jobStatus ?? {}).length < spec.batch || Date.now() > stopAt) return
    }
  })
}

const timers = new Map<JobQueueName, NodeJS.Timeout>()
const rounds = new Map<JobQueueName, Promise<void>>()
let stopped = false

/**
 * JOBS_POLL_MS after its last round, each queue is run by whichever instance takes its advisory
 * lock: however many instances run, a job is taken by one of them (Payload's own claim is a read
 * then a write, which two instances could both pass). Each queue keeps its own pace: an invoice
 * does not wait for a long chore (a backup) or a round of e-mails to end.
 */
export function startJobQueues(payload: Payload): void {
  for (const spec of queues) {
    const tick = () => {
      const round = runQueue(payload, spec)
        .catch((err: unknown) => payload.logger.error({ err }, `File de tâches « ${spec.name} » : échec du tour`))
        .then(() => {
          if (!stopped) timers.set(spec.name, setTimeout(tick, env().JOBS_POLL_MS).unref())
        })
      rounds.set(spec.name, round)
    }
    tick()
  }
}

/** For a clean stop: no round starts any more, and the rounds under way finish first. */
export async function stopJobQueues(): Promise<void> {
  stopped = true
  for (const timer of timers.values()) clearTimeout(timer)
  await Promise.all(rounds.values())
}
