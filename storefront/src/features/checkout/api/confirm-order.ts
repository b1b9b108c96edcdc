import { queryOptions, useQuery } from '@tanstack/react-query'

import { confirmOrderAnswerSchema, type ConfirmOrderAnswer } from '@shop/domain/orders'

import { apiClient, invalidResponse } from '../../../lib/api-client'
import { cartStore } from '../../../stores/cart-store'

/**
 * The payment page sent the customer back: the order is confirmed and the cart has been bought.
 * The session goes along: the server tells an order's state to its own customer only.
 */
export async function confirmOrder(sessionId: string, token: string | undefined): Promise<ConfirmOrderAnswer['order']> {
  const parsed = confirmOrderAnswerSchema.safeParse(await apiClient.post('/api/confirm-order', { sessionId }, { token }))
  if (!parsed.success) throw invalidResponse()
  cartStore.clear()
  return parsed.data.order
}

/**
 * Called once per payment session (spec core §4): the query key dedupes StrictMode's second
 * mount, and the answer is never refetched nor retried. No abort signal: leaving the page while
 * it runs must not cancel the call and make the next visit send it again.
 */
export function confirmOrderQueryOptions(sessionId: string, token: string | undefined) {
  return queryOptions({
    queryKey: ['orders', 'confirm', sessionId],
    queryFn: () => confirmOrder(sessionId, token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
}

export function useConfirmOrder(sessionId: string | null, token: string | undefined) {
  return useQuery({ ...confirmOrderQueryOptions(sessionId ?? '', token), enabled: sessionId !== null && sessionId !== '' })
}
