import * as z from 'zod'

import { cartLineSchema, type CartLine } from '@shop/domain/cart'

import { apiClient, invalidResponse } from '../../../lib/api-client'
import type { CartItem } from '../../../stores/cart-store'

const quotedLineSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    name: z.string(),
    image: z.string().nullable(),
    quantity: z.number(),
    unitCents: z.number(),
    totalCents: z.number(),
  }),
  z.object({ ok: z.literal(false), error: z.string() }),
])
export type QuotedLine = z.infer<typeof quotedLineSchema>

const cartQuoteSchema = z.object({
  success: z.literal(true),
  lines: z.array(quotedLineSchema),
  subtotalCents: z.number(),
  shippingCents: z.number(),
  totalCents: z.number(),
})
export type CartQuote = z.infer<typeof cartQuoteSchema>

/** What the server needs to price a stored line; null for a line it cannot price (old format). */
export function toCartLine(item: CartItem): CartLine | null {
  const parsed = cartLineSchema.safeParse(item)
  return parsed.success ? parsed.data : null
}

export async function quoteCart(lines: readonly CartLine[], signal?: AbortSignal): Promise<CartQuote> {
  const parsed = cartQuoteSchema.safeParse(await apiClient.post('/api/cart/quote', { items: lines }, { signal }))
  if (!parsed.success) throw invalidResponse()
  return parsed.data
}
