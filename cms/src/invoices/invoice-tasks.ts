import { createLocalReq, type PayloadRequest, type TaskConfig } from 'payload'

import { jobQueueNames } from '../lib/job-queue-names.ts'
import { inTransaction } from '../lib/transaction.ts'
import { queueEmail, type EmailMessage } from '../mail/queue-email.ts'
import { emailFields } from '../mail/send-email-task.ts'
import { issueCreditNote, issueInvoice } from './issue-invoice.ts'

/**
 * Tried again as an e-mail is (../mail/send-email-task.ts): a busy database or a seller's mention
 * missing from the settings passes; after 12 tries over about 11 hours the job is set aside, with
 * its reason, and logged.
 */
const retries = { attempts: 12, backoff: { type: 'exponential', delay: 10_000 } } as const

/**
 * The invoice of an order, queued in the transaction that records its payment: the payment is
 * never written without it, nor it without the payment. Issued once, however often it runs.
 */
export async function queueInvoice(req: PayloadRequest, orderId: number): Promise<void> {
  await req.payload.jobs.queue({ task: 'issue-invoice', queue: jobQueueNames.invoices, input: { order: orderId }, req })
}

/**
 * The credit note of an order refunded in full, queued in the refund's transaction with the
 * e-mail that announces the refund and carries the credit note (`creditNoteAttachment`). The task
 * queues that e-mail in the transaction that issues the credit note, so the e-mail cannot leave
 * before its attachment exists, and no renderer has to issue anything.
 */
export async function queueCreditNote(req: PayloadRequest, orderId: number, email: EmailMessage): Promise<void> {
  await req.payload.jobs.queue({ task: 'issue-credit-note', queue: jobQueueNames.invoices, input: { order: orderId, email }, req })
}

export const issueInvoiceTask: TaskConfig<'issue-invoice'> = {
  slug: 'issue-invoice',
  label: "Émission d'une facture",
  inputSchema: [{ name: 'order', type: 'number', required: true }],
  retries,
  handler: async ({ input, req }) => {
    await issueInvoice(await createLocalReq({}, req.payload), input.order)
    return { output: {} }
  },
}

/**
 * A run after one that committed (its job was interrupted before it was marked done) finds the
 * credit note issued: its e-mail was queued then, and is not queued twice. The jobs that
 * migrations/20261129_000100_missing_invoices_queued.ts queued carry no e-mail, whatever the
 * generated type says of a group.
 */
export const issueCreditNoteTask: TaskConfig<'issue-credit-note'> = {
  slug: 'issue-credit-note',
  label: "Émission d'un avoir",
  inputSchema: [
    { name: 'order', type: 'number', required: true },
    { name: 'email', type: 'group', fields: emailFields },
  ],
  retries,
  handler: async ({ input, req }) => {
    const local = await createLocalReq({}, req.payload)
    await inTransaction(local, async () => {
      const credited = await issueCreditNote(local, input.order)
      if (credited?.issued && input.email) await queueEmail(local, input.email)
    })
    return { output: {} }
  },
}
