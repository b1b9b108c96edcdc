import type { TaskConfig } from 'payload'

import { accountingAttachments } from '../dashboard/accounting/accountant-report.ts'
import { invoiceAttachments } from '../invoices/invoice-attachment.ts'
import { issueCreditNoteTask, issueInvoiceTask } from '../invoices/invoice-tasks.ts'
import { legalDocumentAttachments } from '../legal-documents/attachments.ts'
import { sendEmailTask } from '../mail/send-email-task.ts'
import { chores } from './chores.ts'

/**
 * A chore's round as a Payload task: no retry (the next period is the retry), a failure logged
 * with the chore's French message and kept on the job.
 */
const choreTasks: TaskConfig[] = chores.map((chore) => ({
  slug: chore.slug,
  retries: 0,
  handler: async ({ req }) => {
    try {
      const done = await chore.run(req.payload)
      if (done) req.payload.logger.info(done)
      return { output: {} }
    } catch (err) {
      req.payload.logger.error({ err }, chore.failure)
      throw err
    }
  },
}))

/** Every task the shop's queues run (cms/src/jobs/job-queues.ts), wired into payload.config.ts. */
export const tasks: TaskConfig[] = [
  sendEmailTask({ ...legalDocumentAttachments, ...invoiceAttachments, ...accountingAttachments }),
  issueInvoiceTask,
  issueCreditNoteTask,
  ...choreTasks,
]
