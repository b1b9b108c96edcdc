import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { cartQuoteAnswerSchema, type CartLine, type CartQuote } from '@shop/domain/cart'

import { apiClient, invalidResponse } from '../../../lib/api-client'

/** The server's prices for the lines, delivered by `deliveryMode` (else the first mode offered). */
export async function quoteCart(lines: readonly CartLine[], deliveryMode: string | undefined, signal?: AbortSignal): Promise<CartQuote> {
  const parsed = cartQuoteAnswerSchema.safeParse(await apiClient.post('/api/cart/quote', { items: lines, deliveryMode }, { signal }))
  if (!parsed.success) throw invalidResponse()
  return parsed.data
}

/** While the lines change, the previous prices stay shown (marked as placeholder) until the new ones come. */
export function cartQuoteQueryOptions(lines: readonly CartLine[], deliveryMode?: string) {
  return queryOptions({
    queryKey: ['cart', 'quote', lines, deliveryMode ?? null],
    queryFn: ({ signal }) => quoteCart(lines, deliveryMode, signal),
    enabled: lines.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
}

export function useQuoteCart(lines: readonly CartLine[], deliveryMode?: string) {
  return useQuery(cartQuoteQueryOptions(lines, deliveryMode))
}
