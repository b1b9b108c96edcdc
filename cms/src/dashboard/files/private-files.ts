import type { Payload } from 'payload'

import { dashboardMessages } from '@shop/domain/dashboard'

import { HttpError } from '../../http/http-error.ts'
import { invoiceFilename, renderInvoicePdf } from '../../invoices/render-invoice-pdf.ts'
import { openStoredFile, type StoredFile } from '../../storage/object-storage.ts'

export const photoKinds = { customer: 'customer-photos', claim: 'claim-photos' } as const
export type PhotoKind = keyof typeof photoKinds

/**
 * A customer's printed photo or a warranty claim's photo: private files, found by their record,
 * read from the bucket or the local folder wherever the shop keeps them.
 */
export async function privatePhoto(payload: Payload, kind: PhotoKind, id: number): Promise<StoredFile & { mimeType: string }> {
  const collection = photoKinds[kind]
  const photo = await payload.findByID({ collection, id, depth: 0, overrideAccess: true, disableErrors: true })
  const stored = photo?.filename ? await openStoredFile(payload, collection, { filename: photo.filename, prefix: photo.prefix }) : null
  if (!photo || !stored) throw new HttpError(404, dashboardMessages.photoNotFound)
  return { ...stored, mimeType: photo.mimeType ?? 'application/octet-stream' }
}

export async function invoicePdf(payload: Payload, id: number): Promise<{ pdf: Buffer; filename: string }> {
  const invoice = await payload.findByID({ collection: 'invoices', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!invoice) throw new HttpError(404, dashboardMessages.invoiceNotFound)
  return { pdf: await renderInvoicePdf(invoice), filename: invoiceFilename(invoice) }
}
