import { useMutation } from '@tanstack/react-query'

import { apiClient } from '../../../lib/api-client'
import { downloadBlob } from '../../../lib/download-file'
import { withAdminToken } from './admin-token'

/** The FEC of the financial year closing in `year`, under the name the server gives it (`<SIREN>FEC<clôture>.txt`). */
async function downloadFec(year: number): Promise<void> {
  const { blob, fileName } = await apiClient.namedFile('/api/dashboard/export/fec', { query: { year: String(year) }, ...withAdminToken() })
  downloadBlob(blob, fileName ?? `FEC-${year}.txt`)
}

type VatRequest = { month: string; semicolon: boolean }

/** The month's VAT summary (CSV). */
async function downloadVat({ month, semicolon }: VatRequest): Promise<void> {
  const { blob, fileName } = await apiClient.namedFile('/api/dashboard/export/vat', {
    query: { month, separator: semicolon ? 'semicolon' : 'comma' },
    ...withAdminToken(),
  })
  downloadBlob(blob, fileName ?? `MBP-tva-${month}.csv`)
}

export function useDownloadFec() {
  return useMutation({ mutationFn: downloadFec })
}

export function useDownloadVat() {
  return useMutation({ mutationFn: downloadVat })
}
