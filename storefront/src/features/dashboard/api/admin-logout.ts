import { useMutation } from '@tanstack/react-query'

import { apiClient } from '../../../lib/api-client'
import { withAdminToken } from './admin-token'

/** The server revokes the token: it opens nothing afterwards, wherever it was copied. */
async function adminLogout(): Promise<void> {
  await apiClient.delete('/api/admin-auth', withAdminToken())
}

export function useAdminLogout() {
  return useMutation({ mutationFn: adminLogout })
}
