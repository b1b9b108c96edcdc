import path from 'node:path'

import type { Payload } from 'payload'

import { dashboardMessages } from '@shop/domain/dashboard'

import { HttpError } from '../../http/http-error.ts'
import { invoiceFilename, renderInvoicePdf } from '../../invoices/render-invoice-pdf.ts'

export const photoKinds = { customer: 'customer-photos', claim: 'claim-photos' } as const
export type PhotoKind = keyof typeof photoKinds

/** A customer's printed photo or a warranty claim's photo: private files, found by their record. */
export async function privatePhoto(payload: Payload, kind: PhotoKind, id: number): Promise<{ file: string; mimeType: string }> {
  const collection = photoKinds[kind]
  const photo = await payload.findByID({ collection, id, depth: 0, overrideAccess: true, disableErrors: true })
  const staticDir = payload.collections[collection].config.upload.staticDir
  if (!photo?.filename || !staticDir) throw new HttpError(404, dashboardMessages.photoNotFound)
  // The stored name is Payload's own, but never trusted to stay inside the folder.
  const file = path.resolve(staticDir, path.basename(photo.filename))
  return { file, mimeType: photo.mimeType ?? 'application/octet-stream' }
}

export async function invoicePdf(payload: Payload, id: number): Promise<{ pdf: Buffer; filename: string }> {
  const invoice = await payload.findByID({ collection: 'invoices', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!invoice) throw new HttpError(404, dashboardMessages.invoiceNotFound)
  return { pdf: await renderInvoicePdf(invoice), filename: invoiceFilename(invoice) }
}
