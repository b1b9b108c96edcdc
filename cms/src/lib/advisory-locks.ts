/**
 * Every PostgreSQL advisory lock key the shop takes, in one place: two jobs sharing a key by
 * mistake would wait on each other (or skip their rounds) without any error.
 */
export const advisoryLocks = {
  startup: 72_410_531,
  invoiceNumbering: 72_410_534,
  // Sales started and ended one change at a time (collections/Sales/sync-sale-runs.ts).
  saleRuns: 72_410_535,
  // One per job queue (jobs/job-queues.ts): the instance holding it runs that queue.
  mailQueue: 72_410_550,
  choreQueue: 72_410_551,
  publicationQueue: 72_410_552,
  invoiceQueue: 72_410_553,
} as const
