/**
 * The queues of Payload's job table (jobs/job-queues.ts runs them): named here, below every room,
 * because the mail and invoice rooms queue into theirs and the access rules filter on the mail's.
 */
export const jobQueueNames = {
  mail: 'mail',
  /** Invoices and credit notes, issued after the payment or the refund that queued them (invoices/invoice-tasks.ts). */
  invoices: 'invoices',
  chores: 'chores',
  /** Where Payload itself queues the publications staff schedule. */
  publications: 'default',
} as const

export type JobQueueName = (typeof jobQueueNames)[keyof typeof jobQueueNames]

export const mailQueue = jobQueueNames.mail
