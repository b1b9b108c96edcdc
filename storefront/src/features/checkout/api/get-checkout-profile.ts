import { queryOptions, useQuery } from '@tanstack/react-query'

import { clientProfileAnswerSchema, type ClientProfile } from '@shop/domain/profile'

import { apiClient, invalidResponse } from '../../../lib/api-client'

/** The signed-in customer's record, to prefill the order form. */
async function getCheckoutProfile(token: string, clientId: string, signal?: AbortSignal): Promise<ClientProfile> {
  const parsed = clientProfileAnswerSchema.safeParse(
    await apiClient.post('/api/client-management', { action: 'get', clientId }, { token, signal }),
  )
  if (!parsed.success) throw invalidResponse()
  return parsed.data.profile
}

/** The same key as /profil's read: one cached record, refreshed by a profile save. */
function checkoutProfileQueryOptions(token: string, clientId: string) {
  return queryOptions({
    queryKey: ['profile', clientId],
    queryFn: ({ signal }) => getCheckoutProfile(token, clientId, signal),
    staleTime: 0,
  })
}

export function useCheckoutProfile(token: string, clientId: string) {
  return useQuery(checkoutProfileQueryOptions(token, clientId))
}
