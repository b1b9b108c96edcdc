import type { PayloadRequest } from 'payload'

import { mailQueue } from '../lib/job-queue-names.ts'
import type { TaskSendEmail } from '../payload-types.ts'

/** An e-mail as the queue keeps it until it is sent: rendered and addressed, nothing left to look up. */
export type EmailMessage = TaskSendEmail['input']

export const sendEmailTaskSlug = 'send-email'

/**
 * Puts an e-mail in the outbox, in `req`'s transaction when one is open: the e-mail exists if
 * and only if what it announces was written. The queue's worker sends it (./send-email-task.ts),
 * trying again while the mail server is away. Says the job's id.
 */
export async function queueEmail(req: PayloadRequest, message: EmailMessage): Promise<number> {
  const job = await req.payload.jobs.queue({ task: sendEmailTaskSlug, queue: mailQueue, input: message, req })
  return job.id
}
