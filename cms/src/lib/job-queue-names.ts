/**
 * The queues of Payload's job table (jobs/job-queues.ts runs them): named here, below every room,
 * because the mail room queues into one and the access rules filter on it.
 */
export const jobQueueNames = {
  mail: 'mail',
  chores: 'chores',
  /** Where Payload itself queues the publications staff schedule. */
  publications: 'default',
} as const

export type JobQueueName = (typeof jobQueueNames)[keyof typeof jobQueueNames]

export const mailQueue = jobQueueNames.mail
