import { useMutation } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'

import { storefrontMessages } from '@shop/domain/storefront-messages'

import { paths } from '../../../config/paths'
import { showToast } from '../../../lib/toast-store'
import { clearSession } from '../../../stores/session-store'
import { deleteAccount, exportPersonalData } from '../api/profile-api'

/** Saves the export as a JSON file the browser downloads. */
function download(data: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }))
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName })
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}

export function useExportPersonalData(token: string, clientId: string) {
  return useMutation({
    mutationFn: () => exportPersonalData(token),
    onSuccess: (data) => download(data, `mes-donnees-ma-boutique-protection-${clientId}.json`),
  })
}

/** After erasure the session no longer exists anywhere: forget it here and go home. */
export function useDeleteAccount(token: string) {
  const navigate = useNavigate()
  return useMutation({
    mutationFn: () => deleteAccount(token),
    onSuccess: () => {
      navigate(paths.home, { replace: true })
      clearSession()
      showToast(storefrontMessages.accountDeleted, { tone: 'success' })
    },
  })
}
