import type { Payload } from 'payload'

import type { AttachmentRef, AttachmentRenderers } from '../mail/attachments.ts'
import type { Invoice } from '../payload-types.ts'
import { issueCreditNote } from './issue-invoice.ts'
import { invoiceFilename, renderInvoicePdf } from './render-invoice-pdf.ts'

/** An invoice or credit note carried by an e-mail to its order's own address, rendered when it leaves. */
export const invoiceAttachment = (invoiceId: number): AttachmentRef => ({ kind: 'invoice', invoice: invoiceId })

/**
 * The credit note of a refunded order, for the refund's e-mail queued in the refund's transaction,
 * before the credit note is issued (after its commit, checkout/invoices-after-outcome.ts): the
 * e-mail, leaving after that commit, takes the one issued or issues it (once per order).
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
 * were written into the job by the server that queued the e-mail to the order's address.
 */
export const invoiceAttachments: AttachmentRenderers = {
  invoice: async ({ payload }, { invoice }) => asPdf(invoice == null ? null : await invoiceById(payload, invoice), `invoice ${invoice}`),
  'credit-note': async ({ payload }, { order }) =>
    asPdf(order == null ? null : await issueCreditNote(payload, order), `credit note of order ${order}`),
}
