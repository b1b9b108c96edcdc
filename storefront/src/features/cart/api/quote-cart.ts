import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { cartQuoteAnswerSchema, type CartLine, type CartQuote } from '@shop/domain/cart'

import { apiClient, invalidResponse } from '../../../lib/api-client'

/**
 * What a quote is asked for besides the lines: the delivery mode (else the first offered), a promo
 * code, and the customer's session, for a code limited per customer.
 */
export type QuoteOptions = { deliveryMode?: string; promoCode?: string | null; token?: string }

/** The server's prices for the lines, with the delivery and the promo code asked for. */
async function quoteCart(lines: readonly CartLine[], options: QuoteOptions, signal?: AbortSignal): Promise<CartQuote> {
  const body = { items: lines, deliveryMode: options.deliveryMode, promoCode: options.promoCode ?? undefined }
  const token = options.promoCode ? options.token : undefined
  const parsed = cartQuoteAnswerSchema.safeParse(await apiClient.post('/api/cart/quote', body, { signal, token }))
  if (!parsed.success) throw invalidResponse()
  return parsed.data
}

/** While the lines change, the previous prices stay shown (marked as placeholder) until the new ones come. */
function cartQuoteQueryOptions(lines: readonly CartLine[], options: QuoteOptions = {}) {
  return queryOptions({
    queryKey: [
      'cart',
      'quote',
      lines,
      options.deliveryMode ?? null,
      options.promoCode ?? null,
      options.promoCode ? (options.token ?? null) : null,
    ],
    queryFn: ({ signal }) => quoteCart(lines, options, signal),
    enabled: lines.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
}

export function useQuoteCart(lines: readonly CartLine[], options: QuoteOptions = {}) {
  return useQuery(cartQuoteQueryOptions(lines, options))
}
