import { useQuery } from '@tanstack/react-query'

import { getAuthProviders } from '../api/auth-api'

/** Which external sign-ins the server offers; Google's button shows only when it is configured. */
export function useAuthProviders() {
  return useQuery({ queryKey: ['auth', 'providers'], queryFn: getAuthProviders, staleTime: Number.POSITIVE_INFINITY })
}
