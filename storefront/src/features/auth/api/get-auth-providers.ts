import { queryOptions, useQuery } from '@tanstack/react-query'

import { authProvidersAnswerSchema, type AuthProvidersAnswer } from '@shop/domain/auth'

import { apiClient, invalidResponse } from '../../../lib/api-client'

async function getAuthProviders(signal?: AbortSignal): Promise<AuthProvidersAnswer> {
  const parsed = authProvidersAnswerSchema.safeParse(await apiClient.get('/api/auth/providers', { signal }))
  if (!parsed.success) throw invalidResponse()
  return parsed.data
}

function authProvidersQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'providers'],
    // Not cancelled with the dialog that asked: the answer holds for the whole visit.
    queryFn: () => getAuthProviders(),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/** Which external sign-ins the server offers; Google's button shows only when it is configured. */
export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions())
}
