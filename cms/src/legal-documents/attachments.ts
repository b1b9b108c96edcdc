import type { Payload } from 'payload'

import type { AttachmentRef, AttachmentRenderers } from '../mail/attachments.ts'
import { termsOfSaleFilename, termsOfSalePdf } from './terms-of-sale.ts'
import { withdrawalFormFilename, withdrawalFormPdf } from './withdrawal-form.ts'

const pdf = 'application/pdf'

/** The terms of sale the order was accepted on (its `termsAcceptedAt`), whenever the e-mail leaves. */
export const termsOfSaleAttachment = (orderId: number): AttachmentRef => ({ kind: 'terms-of-sale', order: orderId })

/** The model withdrawal form, filled in with the order. */
export const withdrawalFormAttachment = (orderId: number): AttachmentRef => ({ kind: 'withdrawal-form', order: orderId })

// The order id was written into the job by the server that queued the e-mail to that order's own address.
const orderOf = (payload: Payload, order: number | null | undefined) =>
  order == null ? null : payload.findByID({ collection: 'orders', id: order, depth: 0, overrideAccess: true, disableErrors: true })

/**
 * The contract's documents an e-mail may carry (the order confirmation: L221-13 wants them on a
 * durable medium), rendered when it is sent; wired into the outbox's task by cms/src/jobs/tasks.ts.
 */
export const legalDocumentAttachments: AttachmentRenderers = {
  'terms-of-sale': async (req, { order }) => {
    const found = await orderOf(req.payload, order)
    // A job queued before terms named their order: the terms of the moment it leaves, as then.
    const acceptedAt = found ? new Date(found.termsAcceptedAt) : new Date()
    return { filename: termsOfSaleFilename, content: await termsOfSalePdf(req, acceptedAt), contentType: pdf }
  },
  'withdrawal-form': async ({ payload }, { order }) => {
    return { filename: withdrawalFormFilename, content: await withdrawalFormPdf(payload, await orderOf(payload, order)), contentType: pdf }
  },
}
