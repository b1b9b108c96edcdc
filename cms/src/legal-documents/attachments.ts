import type { AttachmentRef, AttachmentRenderers } from '../mail/attachments.ts'
import { termsOfSaleFilename, termsOfSalePdf } from './terms-of-sale.ts'
import { withdrawalFormFilename, withdrawalFormPdf } from './withdrawal-form.ts'

const pdf = 'application/pdf'

/** The terms of sale in force when the e-mail leaves. */
export const termsOfSaleAttachment: AttachmentRef = { kind: 'terms-of-sale' }

/** The model withdrawal form, filled in with the order. */
export const withdrawalFormAttachment = (orderId: number): AttachmentRef => ({ kind: 'withdrawal-form', order: orderId })

/**
 * The contract's documents an e-mail may carry (the order confirmation: L221-13 wants them on a
 * durable medium), rendered when it is sent; wired into the outbox's task by cms/src/jobs/tasks.ts.
 */
export const legalDocumentAttachments: AttachmentRenderers = {
  'terms-of-sale': async (req) => ({ filename: termsOfSaleFilename, content: await termsOfSalePdf(req), contentType: pdf }),
  'withdrawal-form': async ({ payload }, { order }) => {
    const found = order == null ? null : await payload.findByID({ collection: 'orders', id: order, depth: 0, overrideAccess: true })
    return { filename: withdrawalFormFilename, content: await withdrawalFormPdf(payload, found), contentType: pdf }
  },
}
