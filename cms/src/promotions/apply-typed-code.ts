import type { Payload } from 'payload'

import {
  applyPromoCode,
  hasUseLimits,
  promoMessages,
  type PromoBasketLine,
  type PromoResult,
  type PromoUseLimits,
} from '@shop/domain/promotions'

import { dbOf } from '../database/db.ts'
import { findActivePromoCode, promoUsage } from './promo-codes.ts'

export type TypedCodeOutcome = { codeId: number | null; limits: PromoUseLimits | null; result: PromoResult }

/**
 * A code as a shopper typed it, applied to a priced basket with its uses so far: its discount,
 * or why it does not apply, and its limits of uses when it has any. The quote shows the answer; the checkout counts the uses again under
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
  if (!found) return { codeId: null, limits: null, result: { ok: false, error: promoMessages.unknown } }
  const { rule } = found
  // A code without limits needs no count of its uses: nothing to read.
  const usage = hasUseLimits(rule) ? await promoUsage(await dbOf(payload), found.id, buyer) : { total: 0, byCustomer: null }
  return { codeId: found.id, limits: hasUseLimits(rule) ? rule : null, result: applyPromoCode(rule, basket, usage, now) }
}
