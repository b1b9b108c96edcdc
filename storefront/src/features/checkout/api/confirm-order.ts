import { queryOptions, useQuery } from '@tanstack/react-query'

import { confirmOrderAnswerSchema, type ConfirmOrderAnswer } from '@shop/domain/orders'

import { apiClient, invalidResponse } from '../../../lib/api-client'
import { cartStore } from '../../../stores/cart-store'
import { promoCodeStore } from '../../../stores/promo-code-store'

export type ConfirmedOrder = ConfirmOrderAnswer['order']

/**
 * The payment page sent the shopper back: the order is confirmed and the cart (with its promo
 * code) has been bought.
 * The payment session's id is the proof, signed in or not (guests buy too).
 */
async function confirmOrder(sessionId: string): Promise<ConfirmedOrder> {
  const parsed = confirmOrderAnswerSchema.safeParse(await apiClient.post('/api/confirm-order', { sessionId }))
  if (!parsed.success) throw invalidResponse()
  cartStore.clear()
  promoCodeStore.set(null)
  return parsed.data.order
}

/**
 * Called once per payment session (spec core §4): the query key dedupes StrictMode's second
 * mount, and the answer is never refetched nor retried. No abort signal: leaving the page while
 * it runs must not cancel the call and make the next visit send it again.
 */
function confirmOrderQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: ['orders', 'confirm', sessionId],
    queryFn: () => confirmOrder(sessionId),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
}

export function useConfirmOrder(sessionId: string | null) {
  return useQuery({ ...confirmOrderQueryOptions(sessionId ?? ''), enabled: sessionId !== null && sessionId !== '' })
}
