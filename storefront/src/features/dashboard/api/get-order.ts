import { queryOptions, useQuery } from '@tanstack/react-query'

import { dashboardOrderAnswerSchema } from '@shop/domain/dashboard'

import { apiClient, invalidResponse } from '../../../lib/api-client'
import { withAdminToken } from './admin-token'

async function getOrder(id: number, signal?: AbortSignal) {
  const parsed = dashboardOrderAnswerSchema.safeParse(await apiClient.get(`/api/dashboard/orders/${id}`, { signal, ...withAdminToken() }))
  if (!parsed.success) throw invalidResponse()
  return parsed.data.order
}

export const orderQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['dashboard', 'order', id], queryFn: ({ signal }) => getOrder(id, signal) })

export function useOrder(id: number) {
  return useQuery(orderQueryOptions(id))
}
