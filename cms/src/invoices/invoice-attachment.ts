import type { Payload } from 'payload'

import type { AttachmentRef, AttachmentRenderers } from '../mail/attachments.ts'
import type { Invoice } from '../payload-types.ts'
import { creditNoteOf } from './issue-invoice.ts'
import { invoiceFilename, renderInvoicePdf } from './render-invoice-pdf.ts'

/** An invoice or credit note carried by an e-mail to its order's own address, rendered when it leaves. */
export const invoiceAttachment = (invoiceId: number): AttachmentRef => ({ kind: 'invoice', invoice: invoiceId })

/**
 * The credit note of an order refunded in full, for the refund's e-mail, written before the credit
 * note is issued: that e-mail is queued by the task that issues it (./invoice-tasks.ts), so the
 * credit note exists whenever the e-mail leaves or is sent again.
 */
export const creditNoteAttachment = (orderId: number): AttachmentRef => ({ kind: 'credit-note', order: orderId })

async function asPdf(found: Invoice | null, what: string) {
  if (!found) throw new Error(`${what} to attach is missing`)
  return { filename: invoiceFilename(found), content: await renderInvoicePdf(found), contentType: 'application/pdf' }
}

const invoiceById = (payload: Payload, id: number) =>
  payload.findByID({ collection: 'invoices', id, depth: 0, overrideAccess: true, disableErrors: true })

/**
 * Wired into the outbox's task by cms/src/jobs/tasks.ts, beside the contract's documents. The ids
 * were written into the job by the server that queued the e-mail to the order's address. They
 * only read: every document is issued before the e-mail that carries it is queued.
 */
export const invoiceAttachments: AttachmentRenderers = {
  invoice: async ({ payload }, { invoice }) => asPdf(invoice == null ? null : await invoiceById(payload, invoice), `invoice ${invoice}`),
  'credit-note': async (req, { order }) => asPdf(order == null ? null : await creditNoteOf(req, order), `credit note of order ${order}`),
}
