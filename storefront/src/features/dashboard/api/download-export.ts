import { useMutation } from '@tanstack/react-query'

import { exportTabNames, type ExportTab } from '@shop/domain/dashboard'

import { apiClient, type QueryParams } from '../../../lib/api-client'
import { downloadBlob } from '../../../lib/download-file'
import { withAdminToken } from './admin-token'

type ExportRequest = { tab: ExportTab; filters: QueryParams; semicolon: boolean }

/** The server builds the CSV from the tab's filters; the browser only saves it under its name. */
async function downloadExport({ tab, filters, semicolon }: ExportRequest): Promise<void> {
  const { page: _page, limit: _limit, ...rest } = filters
  const { blob, fileName } = await apiClient.namedFile(`/api/dashboard/export/${tab}`, {
    query: { ...rest, separator: semicolon ? 'semicolon' : 'comma' },
    ...withAdminToken(),
  })
  downloadBlob(blob, fileName ?? `MBP-${exportTabNames[tab]}.csv`)
}

export function useDownloadExport() {
  return useMutation({ mutationFn: downloadExport })
}
