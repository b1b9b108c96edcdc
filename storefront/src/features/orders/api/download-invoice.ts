import { useMutation } from '@tanstack/react-query'

import { apiClient } from '../../../lib/api-client'
import { downloadBlob } from '../../../lib/download-file'

export type InvoiceRef = { id: string; number: string }

/** An invoice or credit note of one's own order, as the PDF the server renders. */
async function downloadInvoice(token: string, invoiceId: string): Promise<Blob> {
  return apiClient.file(`/api/invoices/${encodeURIComponent(invoiceId)}/pdf`, { token })
}

/** The PDF is saved under the invoice's number; a link could not carry the bearer token. */
export function useDownloadInvoice(token: string) {
  return useMutation({
    mutationFn: (invoice: InvoiceRef) => downloadInvoice(token, invoice.id),
    onSuccess: (blob, invoice) => downloadBlob(blob, `${invoice.number}.pdf`),
  })
}
