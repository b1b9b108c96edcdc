import { queryOptions, useQuery } from '@tanstack/react-query'

import { clientProfileAnswerSchema, type ClientProfile } from '@shop/domain/profile'

import { apiClient, invalidResponse } from '../../../lib/api-client'
import { clientProfileCall } from './client-profile-call'

async function getClientProfile(token: string, clientId: string, signal?: AbortSignal): Promise<ClientProfile> {
  const body = await apiClient.call(clientProfileCall(clientId), { token, signal })
  const parsed = clientProfileAnswerSchema.safeParse(body)
  if (!parsed.success) throw invalidResponse()
  return parsed.data.profile
}

export function clientProfileQueryOptions(token: string, clientId: string) {
  return queryOptions({
    queryKey: ['profile', clientId],
    queryFn: ({ signal }) => getClientProfile(token, clientId, signal),
    staleTime: 0,
  })
}

export function useClientProfile(token: string, clientId: string) {
  return useQuery(clientProfileQueryOptions(token, clientId))
}
