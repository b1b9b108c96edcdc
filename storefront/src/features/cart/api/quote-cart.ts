import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { cartQuoteAnswerSchema, type CartLine, type CartQuote } from '@shop/domain/cart'

import { apiClient, invalidResponse } from '../../../lib/api-client'

export async function quoteCart(lines: readonly CartLine[], signal?: AbortSignal): Promise<CartQuote> {
  const parsed = cartQuoteAnswerSchema.safeParse(await apiClient.post('/api/cart/quote', { items: lines }, { signal }))
  if (!parsed.success) throw invalidResponse()
  return parsed.data
}

/** While the lines change, the previous prices stay shown (marked as placeholder) until the new ones come. */
export function cartQuoteQueryOptions(lines: readonly CartLine[]) {
  return queryOptions({
    queryKey: ['cart', 'quote', lines],
    queryFn: ({ signal }) => quoteCart(lines, signal),
    enabled: lines.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
}

export function useQuoteCart(lines: readonly CartLine[]) {
  return useQuery(cartQuoteQueryOptions(lines))
}
