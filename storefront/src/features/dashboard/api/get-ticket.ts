import { queryOptions, useQuery } from '@tanstack/react-query'

import { dashboardTicketAnswerSchema } from '@shop/domain/dashboard'

import { apiClient, invalidResponse } from '../../../lib/api-client'
import { withAdminToken } from './admin-token'

async function getTicket(id: number, signal?: AbortSignal) {
  const parsed = dashboardTicketAnswerSchema.safeParse(await apiClient.get(`/api/dashboard/tickets/${id}`, { signal, ...withAdminToken() }))
  if (!parsed.success) throw invalidResponse()
  return parsed.data.ticket
}

export const ticketQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['dashboard', 'ticket', id], queryFn: ({ signal }) => getTicket(id, signal) })

export function useTicket(id: number) {
  return useQuery(ticketQueryOptions(id))
}
