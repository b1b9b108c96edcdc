import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { analyticsSchema } from '@shop/domain/dashboard'

import { apiClient, invalidResponse } from '../../../lib/api-client'
import { withAdminToken } from './admin-token'

async function getAnalytics(days: number, signal?: AbortSignal) {
  const parsed = analyticsSchema.safeParse(
    await apiClient.get('/api/dashboard/analytics', { query: { days }, signal, ...withAdminToken() }),
  )
  if (!parsed.success) throw invalidResponse()
  return parsed.data
}

const analyticsQueryOptions = (days: number) =>
  queryOptions({
    queryKey: ['dashboard', 'analytics', days],
    queryFn: ({ signal }) => getAnalytics(days, signal),
    placeholderData: keepPreviousData,
  })

export function useAnalytics(days: number) {
  return useQuery(analyticsQueryOptions(days))
}
