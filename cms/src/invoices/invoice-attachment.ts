import type { AttachmentRef, AttachmentRenderers } from '../mail/attachments.ts'
import { invoiceFilename, renderInvoicePdf } from './render-invoice-pdf.ts'

/** An invoice or credit note carried by an e-mail to its order's own address, rendered when it leaves. */
export const invoiceAttachment = (invoiceId: number): AttachmentRef => ({ kind: 'invoice', invoice: invoiceId })

/** Wired into the outbox's task by cms/src/jobs/tasks.ts, beside the contract's documents. */
export const invoiceAttachments: AttachmentRenderers = {
  invoice: async ({ payload }, { invoice }) => {
    // The id was written into the job by the server that queued the e-mail to the order's address.
    const found =
      invoice == null
        ? null
        : await payload.findByID({ collection: 'invoices', id: invoice, depth: 0, overrideAccess: true, disableErrors: true })
    if (!found) throw new Error(`invoice ${invoice} to attach is missing`)
    return { filename: invoiceFilename(found), content: await renderInvoicePdf(found), contentType: 'application/pdf' }
  },
}
