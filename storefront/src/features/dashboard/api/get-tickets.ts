import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { ticketsPageSchema, type TicketsQuery } from '@shop/domain/dashboard'

import { apiClient, invalidResponse } from '../../../lib/api-client'
import { withAdminToken } from './admin-token'

export type TicketsFilters = Partial<TicketsQuery>

async function getTickets(filters: TicketsFilters, signal?: AbortSignal) {
  const parsed = ticketsPageSchema.safeParse(await apiClient.get('/api/dashboard/tickets', { query: filters, signal, ...withAdminToken() }))
  if (!parsed.success) throw invalidResponse()
  return parsed.data
}

const ticketsQueryOptions = (filters: TicketsFilters) =>
  queryOptions({
    queryKey: ['dashboard', 'tickets', filters],
    queryFn: ({ signal }) => getTickets(filters, signal),
    placeholderData: keepPreviousData,
  })

export function useTickets(filters: TicketsFilters) {
  return useQuery(ticketsQueryOptions(filters))
}
