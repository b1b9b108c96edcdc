import { queryOptions, useQuery } from '@tanstack/react-query'

import { adminVerifyAnswerSchema } from '@shop/domain/dashboard'

import { apiClient, invalidResponse } from '../../../lib/api-client'
import { withAdminToken } from './admin-token'

/** Spec core §2: the admin token is verified on the server at every load of the dashboard. */
async function verifyAdmin(signal?: AbortSignal) {
  const parsed = adminVerifyAnswerSchema.safeParse(
    await apiClient.get('/api/admin-auth', { query: { action: 'verify' }, signal, ...withAdminToken() }),
  )
  if (!parsed.success) throw invalidResponse()
  return parsed.data
}

const adminVerifyQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'verify'], queryFn: ({ signal }) => verifyAdmin(signal), retry: false, staleTime: 0, gcTime: 0 })

export function useAdminVerify() {
  return useQuery(adminVerifyQueryOptions())
}
