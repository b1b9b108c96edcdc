import { queryOptions, useQuery } from '@tanstack/react-query'

import { dashboardCustomerAnswerSchema } from '@shop/domain/dashboard'

import { apiClient, invalidResponse } from '../../../lib/api-client'
import { withAdminToken } from './admin-token'

async function getCustomer(email: string, signal?: AbortSignal) {
  const parsed = dashboardCustomerAnswerSchema.safeParse(
    await apiClient.get('/api/dashboard/customer', { query: { email }, signal, ...withAdminToken() }),
  )
  if (!parsed.success) throw invalidResponse()
  return parsed.data
}

const customerQueryOptions = (email: string) =>
  queryOptions({ queryKey: ['dashboard', 'customer', email], queryFn: ({ signal }) => getCustomer(email, signal) })

export function useCustomer(email: string) {
  return useQuery(customerQueryOptions(email))
}
