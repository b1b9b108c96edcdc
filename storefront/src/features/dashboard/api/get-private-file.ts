import { queryOptions, useQuery } from '@tanstack/react-query'

import { apiClient } from '../../../lib/api-client'
import { withAdminToken } from './admin-token'

/**
 * A private file the dashboard shows or saves (a customer's photo, a claim's, an invoice): read
 * with the admin token, since an <img> or a link cannot carry it.
 */
export function getPrivateFile(path: string, signal?: AbortSignal): Promise<Blob> {
  return apiClient.file(path, { signal, ...withAdminToken() })
}

const privateFileQueryOptions = (path: string) =>
  queryOptions({ queryKey: ['dashboard', 'file', path], queryFn: ({ signal }) => getPrivateFile(path, signal), staleTime: Infinity })

export function usePrivateFile(path: string) {
  return useQuery(privateFileQueryOptions(path))
}
