import { useId, useState } from 'react'

import { dashboardMessages, type ExportTab } from '@shop/domain/dashboard'

import { Button } from '../../../components/ui/button'
import { ApiError, type QueryParams } from '../../../lib/api-client'
import { showToast } from '../../../lib/toast-store'
import { useDownloadExport } from '../api/download-export'

/** Exporter (CSV): the server streams the tab's rows under its current filters. */
export function ExportButton({ tab, filters }: { tab: ExportTab; filters: QueryParams }) {
  const id = useId()
  const [semicolon, setSemicolon] = useState(false)
  const download = useDownloadExport()
  const run = () =>
    download.mutate(
      { tab, filters, semicolon },
      { onError: (error) => showToast(error instanceof ApiError ? error.message : dashboardMessages.exportFailed, { tone: 'error' }) },
    )
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label htmlFor={id} className="flex items-center gap-2 text-sm text-slate-700">
        <input id={id} type="checkbox" checked={semicolon} onChange={(event) => setSemicolon(event.target.checked)} className="size-4" />
        Séparateur point-virgule (Excel)
      </label>
      <Button variant="secondary" onClick={run} disabled={download.isPending} aria-busy={download.isPending}>
        {download.isPending ? 'Export en cours...' : 'Exporter (CSV)'}
      </Button>
    </div>
  )
}
