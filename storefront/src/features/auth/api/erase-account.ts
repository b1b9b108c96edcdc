import { useMutation } from '@tanstack/react-query'

import { deleteAccountAnswerSchema } from '@shop/domain/auth'

import { apiClient, invalidResponse } from '../../../lib/api-client'
import { clearSession } from '../../../stores/session-store'

/** The link mailed to an account without a password: its token erases the account, no session needed. */
async function eraseAccountByLink(token: string): Promise<void> {
  const parsed = deleteAccountAnswerSchema.safeParse(
    await apiClient.delete('/api/client-management', { query: { action: 'delete_account' }, body: { token } }),
  )
  if (!parsed.success) throw invalidResponse()
}

/** Whatever session this browser kept belonged to the erased account: it is forgotten too. */
export function useEraseAccountByLink() {
  return useMutation({ mutationFn: eraseAccountByLink, onSuccess: () => clearSession() })
}
