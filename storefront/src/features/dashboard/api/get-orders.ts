import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { ordersPageSchema, type OrdersQuery } from '@shop/domain/dashboard'

import { apiClient, invalidResponse } from '../../../lib/api-client'
import { withAdminToken } from './admin-token'

export type OrdersFilters = Partial<OrdersQuery>

async function getOrders(filters: OrdersFilters, signal?: AbortSignal) {
  const parsed = ordersPageSchema.safeParse(await apiClient.get('/api/dashboard/orders', { query: filters, signal, ...withAdminToken() }))
  if (!parsed.success) throw invalidResponse()
  return parsed.data
}

const ordersQueryOptions = (filters: OrdersFilters) =>
  queryOptions({
    queryKey: ['dashboard', 'orders', filters],
    queryFn: ({ signal }) => getOrders(filters, signal),
    placeholderData: keepPreviousData,
  })

export function useOrders(filters: OrdersFilters) {
  return useQuery(ordersQueryOptions(filters))
}
