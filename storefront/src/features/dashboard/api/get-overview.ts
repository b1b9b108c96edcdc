import { queryOptions, useQuery } from '@tanstack/react-query'

import { overviewSchema } from '@shop/domain/dashboard'

import { apiClient, invalidResponse } from '../../../lib/api-client'
import { withAdminToken } from './admin-token'

async function getOverview(signal?: AbortSignal) {
  const parsed = overviewSchema.safeParse(await apiClient.get('/api/dashboard/overview', { signal, ...withAdminToken() }))
  if (!parsed.success) throw invalidResponse()
  return parsed.data
}

const overviewQueryOptions = () => queryOptions({ queryKey: ['dashboard', 'overview'], queryFn: ({ signal }) => getOverview(signal) })

export function useOverview() {
  return useQuery(overviewQueryOptions())
}
