import { expect } from 'vitest'

import { sql } from './api.ts'

export type EmailJob = {
  id: number
  total_tried: number
  has_error: boolean
  completed_at: Date | null
  wait_until: Date | null
  created_at: Date
}

/** The e-mail jobs queued for an address, oldest first. */
export const emailJobsTo = (address: string) =>
  sql<EmailJob>(
    `select id, total_tried::int as total_tried, has_error, completed_at, wait_until, created_at from payload_jobs
      where queue = 'mail' and task_slug = 'send-email' and input->>'to' = $1 order by id`,
    [address],
  )

/**
 * Waits until every e-mail queued so far for `address` has had its try (sent, set aside, or
 * waiting for a later one): the inbox then holds all the shop would send it by now. E-mails are
 * queued in the transaction of the request that causes them, so after its answer.
 */
export async function mailsSettledFor(address: string): Promise<void> {
  await expect
    .poll(
      async () =>
        (await emailJobsTo(address)).filter(
          (job) => !job.completed_at && !job.has_error && (!job.wait_until || job.wait_until <= new Date()),
        ).length,
      { timeout: 15_000 },
    )
    .toBe(0)
}

/**
 * Every column of the address's e-mail jobs and of their log entries, as text, once they have had
 * their try: what a backup of the outbox would hold for that address.
 */
export async function outboxTextOf(address: string): Promise<string> {
  await mailsSettledFor(address)
  const rows = await sql<{ job: string; log: string | null }>(
    `select j::text as job, (select string_agg(l::text, ' ') from payload_jobs_log l where l._parent_id = j.id) as log
       from payload_jobs j where j.queue = 'mail' and j.input->>'to' = $1`,
    [address],
  )
  expect(rows.length).toBeGreaterThan(0)
  return rows.map((row) => `${row.job} ${row.log ?? ''}`).join('\n')
}
