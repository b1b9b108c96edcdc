import { useMutation } from '@tanstack/react-query'
import { useNavigate } from 'react-router'

import { deleteAccountAnswerSchema, type DeleteAccountBody } from '@shop/domain/auth'
import { storefrontMessages } from '@shop/domain/storefront-messages'

import { paths } from '../../../config/paths'
import { apiClient, invalidResponse } from '../../../lib/api-client'
import { showToast } from '../../../lib/toast-store'
import { clearSession } from '../../../stores/session-store'

/**
 * RGPD: the account is anonymised (orders stay, 10 years) and every session ends, on the current
 * password; an account without one is mailed a link instead, whose text this answers.
 */
async function deleteAccount(token: string, body: DeleteAccountBody): Promise<string | null> {
  const parsed = deleteAccountAnswerSchema.safeParse(
    await apiClient.delete('/api/client-management', { query: { action: 'delete_account' }, token, body }),
  )
  if (!parsed.success) throw invalidResponse()
  return parsed.data.message ?? null
}

/** After erasure the session no longer exists anywhere: forget it here and go home. */
export function useDeleteAccount(token: string) {
  const navigate = useNavigate()
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => deleteAccount(token, body),
    onSuccess: (linkSent) => {
      if (linkSent) return
      navigate(paths.home, { replace: true })
      clearSession()
      showToast(storefrontMessages.accountDeleted, { tone: 'success' })
    },
  })
}
