/**
 * Every PostgreSQL advisory lock key the shop takes, in one place: two jobs sharing a key by
 * mistake would wait on each other (or skip their rounds) without any error.
 */
export const advisoryLocks = {
  startup: 72_410_531,
  customerPhotoPurge: 72_410_532,
  paymentReconciliation: 72_410_533,
  invoiceNumbering: 72_410_534,
  submissionPurge: 72_410_535,
  scheduledPublication: 72_410_540,
  newsletterSend: 72_410_541,
} as const
