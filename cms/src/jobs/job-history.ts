import type { Payload } from 'payload'

/**
 * Finished jobs are kept (Payload's deleteJobOnComplete is off): administrators see which e-mails
 * left and when, and the chores know when they last ran. An e-mail job holds its recipient and its
 * whole body, which every backup copies: a week is enough to answer « did it leave? » or send a
 * failed one again; a day of chores and publications is enough to see what ran.
 */
const jobHistoryDays = { mail: 7, other: 1 }

export async function purgeJobHistory(payload: Payload): Promise<number> {
  const { rowCount } = await payload.db.pool.query(
    `delete from payload_jobs
      where (completed_at is not null or has_error)
        and updated_at < now() - make_interval(days => case when queue = 'mail' then $1::int else $2::int end)`,
    [jobHistoryDays.mail, jobHistoryDays.other],
  )
  return rowCount ?? 0
}
