import type { Payload } from 'payload'
import type { ClientBase, Pool } from 'pg'

import { toCents } from '@shop/domain/money'
import { normalisePromoCode, promoMessages, usageRefusal, type PromoCodeRule, type PromoUsage } from '@shop/domain/promotions'

import { HttpError } from '../http/http-error.ts'
import type { PromoCode } from '../payload-types.ts'

/** An active code as the checkout applies it. */
export type FoundPromoCode = { id: number; rule: PromoCodeRule }

const dateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null)

function ruleOf(doc: PromoCode): PromoCodeRule {
  return {
    code: doc.code,
    kind: doc.kind,
    percent: doc.percent ?? null,
    amountCents: doc.amount === null || doc.amount === undefined ? null : toCents(doc.amount),
    categories: doc.categories ?? [],
    protections: doc.protections ?? [],
    validFrom: dateOrNull(doc.validFrom),
    validUntil: dateOrNull(doc.validUntil),
    minimumCents: toCents(doc.minimumAmount ?? 0),
    maxUses: doc.maxUses ?? null,
    maxUsesPerCustomer: doc.maxUsesPerCustomer ?? null,
  }
}

/** The active code a shopper typed, in any case; null for an unknown or inactive one (told apart to nobody). */
export async function findActivePromoCode(payload: Payload, typed: string): Promise<FoundPromoCode | null> {
  const { docs } = await payload.find({
    collection: 'promo-codes',
    where: { code: { equals: normalisePromoCode(typed) }, active: { equals: true } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const [doc] = docs
  return doc ? { id: doc.id, rule: ruleOf(doc) } : null
}

/** The pool, or the client of a transaction. */
type Queryable = Pool | ClientBase

/**
 * A code's uses are its orders, but those cancelled without having been paid: an abandoned or
 * expired payment gives its use back. `buyer` is the signed-in customer whose e-mail is proven,
 * else null (a guest's typed e-mail proves nothing).
 */
export async function promoUsage(db: Queryable, codeId: number, buyer: number | null): Promise<PromoUsage> {
  const { rows } = await db.query<{ total: number; by_customer: number }>(
    `select count(*)::int as total, count(*) filter (where customer_id = $2)::int as by_customer
     from orders where promo_code_id = $1 and not (status = 'cancelled' and payment_paid_at is null)`,
    [codeId, buyer],
  )
  const [row] = rows
  return { total: row?.total ?? 0, byCustomer: buyer === null ? null : (row?.by_customer ?? 0) }
}

/**
 * Counts a use of the code for the order about to be written in the transaction of `client`: the
 * code's row lock makes checkouts with the same code count and write one at a time, so that a
 * code with one use left gives exactly one order however many ask at once. A code deactivated or
 * used up meanwhile refuses the order with its reason.
 */
export async function reservePromoUse(client: ClientBase, codeId: number, buyer: number | null): Promise<void> {
  const { rows } = await client.query<{ active: boolean; max_uses: number | null; max_uses_per_customer: number | null }>(
    'select active, max_uses, max_uses_per_customer from promo_codes where id = $1 for update',
    [codeId],
  )
  const [code] = rows
  if (!code?.active) throw new HttpError(409, promoMessages.unknown)
  const refusal = usageRefusal(
    { maxUses: code.max_uses, maxUsesPerCustomer: code.max_uses_per_customer },
    await promoUsage(client, codeId, buyer),
  )
  if (refusal) throw new HttpError(409, refusal)
}
