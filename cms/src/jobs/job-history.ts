import type { Payload } from 'payload'

/**
 * Finished jobs are kept (Payload's deleteJobOnComplete is off) so that administrators see what
 * was sent and when, and the chores know when they last ran; a month of it is enough, and an
 * e-mail job names its recipient, so older ones go.
 */
export const jobHistoryDays = 30

export async function purgeJobHistory(payload: Payload): Promise<number> {
  const { rowCount } = await payload.db.pool.query(
    `delete from payload_jobs
      where (completed_at is not null or has_error) and updated_at < now() - make_interval(days => $1)`,
    [jobHistoryDays],
  )
  return rowCount ?? 0
}
