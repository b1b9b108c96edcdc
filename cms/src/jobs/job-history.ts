import { and, eq, isNotNull, lt, or, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { dbOf } from '../database/db.ts'
import { payload_jobs } from '../database/payload-schema.ts'

/**
 * Finished jobs are kept (Payload's deleteJobOnComplete is off): administrators see which e-mails
 * left and when, and the chores know when they last ran. An e-mail job holds its recipient and its
 * whole body, which every backup copies: a week is enough to answer « did it leave? » or send a
 * failed one again; a day of chores and publications is enough to see what ran.
 */
const jobHistoryDays = { mail: 7, other: 1 }

export async function purgeJobHistory(payload: Payload): Promise<number> {
  const db = await dbOf(payload)
  const keptDays = sql`case when ${payload_jobs.queue} = 'mail' then ${jobHistoryDays.mail}::int else ${jobHistoryDays.other}::int end`
  const { rowCount } = await db
    .delete(payload_jobs)
    .where(
      and(
        or(isNotNull(payload_jobs.completedAt), eq(payload_jobs.hasError, true)),
        lt(payload_jobs.updatedAt, sql`now() - make_interval(days => ${keptDays})`),
      ),
    )
  return rowCount ?? 0
}
