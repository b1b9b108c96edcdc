import { queryOptions, useQuery } from '@tanstack/react-query'

import { clientOrdersAnswerSchema, type ClientOrder } from '@shop/domain/client-orders'

import { apiClient, invalidResponse } from '../../../lib/api-client'
import { clientOrdersCall } from './client-orders-call'

/** The signed-in customer's own orders, newest first as the server sends them. */
async function getClientOrders(token: string, signal?: AbortSignal): Promise<ClientOrder[]> {
  const parsed = clientOrdersAnswerSchema.safeParse(await apiClient.call(clientOrdersCall, { token, signal }))
  if (!parsed.success) throw invalidResponse()
  return parsed.data.orders
}

/** Keyed by customer, not by token: the token is a secret and changes at each sign-in. */
export function clientOrdersQueryOptions(token: string, clientId: string) {
  return queryOptions({
    queryKey: ['orders', 'client', clientId],
    queryFn: ({ signal }) => getClientOrders(token, signal),
    staleTime: 0,
  })
}

export function useClientOrders(token: string, clientId: string) {
  return useQuery(clientOrdersQueryOptions(token, clientId))
}
