import { useMutation } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'

import { storefrontMessages } from '@shop/domain/storefront-messages'

import { paths } from '../../../config/paths'
import { apiClient } from '../../../lib/api-client'
import { showToast } from '../../../lib/toast-store'
import { clearSession } from '../../../stores/session-store'

/** RGPD: the account is anonymised (orders stay, 10 years) and every session ends. */
export async function deleteAccount(token: string): Promise<void> {
  await apiClient.delete('/api/client-management', { query: { action: 'delete_account' }, token })
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
