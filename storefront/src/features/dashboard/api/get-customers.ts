import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { customersPageSchema, type CustomersQuery } from '@shop/domain/dashboard'

import { apiClient, invalidResponse } from '../../../lib/api-client'
import { withAdminToken } from './admin-token'

export type CustomersFilters = Partial<CustomersQuery>

async function getCustomers(filters: CustomersFilters, signal?: AbortSignal) {
  const parsed = customersPageSchema.safeParse(
    await apiClient.get('/api/dashboard/customers', { query: filters, signal, ...withAdminToken() }),
  )
  if (!parsed.success) throw invalidResponse()
  return parsed.data
}

const customersQueryOptions = (filters: CustomersFilters) =>
  queryOptions({
    queryKey: ['dashboard', 'customers', filters],
    queryFn: ({ signal }) => getCustomers(filters, signal),
    placeholderData: keepPreviousData,
  })

export function useCustomers(filters: CustomersFilters) {
  return useQuery(customersQueryOptions(filters))
}
