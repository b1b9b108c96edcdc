import type { Payload } from 'payload'

import { applyPromoCode, promoMessages, type PromoBasketLine, type PromoResult } from '@shop/domain/promotions'

import { findActivePromoCode, promoUsage } from './promo-codes.ts'

export type TypedCodeOutcome = { codeId: number | null; result: PromoResult }

/**
 * A code as a shopper typed it, applied to a priced basket with its uses so far: its discount,
 * or why it does not apply. The quote shows the answer; the checkout counts the uses again under
 * the code's lock before writing the order (checkout/insert-order.ts).
 */
export async function applyTypedCode(
  payload: Payload,
  typed: string,
  basket: { lines: readonly PromoBasketLine[]; shippingCents: number },
  buyer: number | null,
  now: Date,
): Promise<TypedCodeOutcome> {
  const found = await findActivePromoCode(payload, typed)
  if (!found) return { codeId: null, result: { ok: false, error: promoMessages.unknown } }
  const usage = await promoUsage(payload.db.pool, found.id, buyer)
  return { codeId: found.id, result: applyPromoCode(found.rule, basket, usage, now) }
}
