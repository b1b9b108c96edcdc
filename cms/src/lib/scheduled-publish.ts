import type { Payload } from 'payload'

import { onOneInstance, runPeriodically } from './background-task.ts'
import { env } from './env.ts'
import { advisoryLocks } from './advisory-locks.ts'

/**
 * Publishes (or unpublishes) the content staff scheduled in the admin: Payload queues each as a
 * job waiting until its date; this runs the jobs that are due, on one instance at a time.
 */
async function runDuePublications(payload: Payload): Promise<number> {
  const result = await onOneInstance(payload, advisoryLocks.scheduledPublication, () =>
    payload.jobs.run({ queue: 'default', limit: 50, silent: true }),
  )
  return result ? Object.keys(result.jobStatus ?? {}).length : 0
}

/** At start, then every SCHEDULED_PUBLISH_SECONDS (one minute). */
export function scheduleContentPublication(payload: Payload): void {
  runPeriodically(
    payload,
    'scheduled-publication',
    env().SCHEDULED_PUBLISH_SECONDS * 1000,
    async () => {
      const count = await runDuePublications(payload)
      return count > 0 ? `${count} publication(s) programmée(s) effectuée(s)` : null
    },
    'Échec des publications programmées',
  )
}
