import type { Payload } from 'payload'
import type { ClientBase, Pool } from 'pg'

import { toCents } from '@shop/domain/money'
import {
  normalisePromoCode,
  promoMessages,
  usageRefusal,
  type PromoCodeRule,
  type PromoUsage,
  type PromoUseLimits,
} from '@shop/domain/promotions'

import { catalogueCache } from '../catalogue-reads/catalogue-cache.ts'
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

async function loadActiveCodes(payload: Payload): Promise<Map<string, FoundPromoCode>> {
  const { docs } = await payload.find({
    collection: 'promo-codes',
    where: { active: { equals: true } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(docs.map((doc) => [doc.code, { id: doc.id, rule: ruleOf(doc) }]))
}

/**
 * The active code a shopper typed, in any case; null for an unknown or inactive one (told apart to
 * nobody). Read from memory: every quote with a code asks, and codes change seldom (their saves
 * drop the copy on every instance, collections/PromoCodes).
 */
export async function findActivePromoCode(payload: Payload, typed: string): Promise<FoundPromoCode | null> {
  const codes = await catalogueCache.getPriced('promo-codes', () => loadActiveCodes(payload))
  return codes.get(normalisePromoCode(typed)) ?? null
}

/** The pool, or the client of a transaction. */
type Queryable = Pool | ClientBase

/**
 * A code's uses are its orders, but those cancelled without having been paid, and those unpaid
 * whose payment page can no longer take a payment (its end passed, or it was closed): an
 * abandoned or expired payment gives its use back at once, not when the reconciliation gets to
 * it, so that unpaid checkouts do not use up a limited code. The end is given two minutes more: a
 * payment begun in the page's last seconds may still be confirmed just after it. `buyer` is the
 * signed-in customer whose e-mail is proven, else null (a guest's typed e-mail proves nothing).
 * Orders from before pages had an end hold their use until they are settled.
 */
export async function promoUsage(db: Queryable, codeId: number, buyer: number | null): Promise<PromoUsage> {
  const { rows } = await db.query<{ total: number; by_customer: number }>(
    `select count(*)::int as total, count(*) filter (where customer_id = $2)::int as by_customer
     from orders where promo_code_id = $1
       and not (status = 'cancelled' and payment_paid_at is null)
       and not (status = 'pending' and payment_page_expires_at < now() - interval '2 minutes')`,
    [codeId, buyer],
  )
  const [row] = rows
  return { total: row?.total ?? 0, byCustomer: buyer === null ? null : (row?.by_customer ?? 0) }
}

/**
 * Counts a use of a limited code for the order about to be written in the transaction of
 * `client`, one checkout at a time: for a code limited in total, under the code's row lock, so
 * that a code with one use left gives exactly one order however many ask at once; for a code
 * limited per customer only, under a lock of that customer's uses of it. A code deactivated or
 * used up meanwhile refuses the order with its reason.
 */
export async function reservePromoUse(client: ClientBase, codeId: number, limits: PromoUseLimits, buyer: number | null): Promise<void> {
  const lock = limits.maxUses === null ? '' : 'for update'
  const { rows } = await client.query<{ active: boolean; max_uses: number | null; max_uses_per_customer: number | null }>(
    `select active, max_uses, max_uses_per_customer from promo_codes where id = $1 ${lock}`,
    [codeId],
  )
  const [code] = rows
  if (!code?.active) throw new HttpError(409, promoMessages.unknown)
  if (limits.maxUses === null) await client.query('select pg_advisory_xact_lock($1, $2)', [codeId, buyer ?? 0])
  const refusal = usageRefusal(
    { maxUses: code.max_uses, maxUsesPerCustomer: code.max_uses_per_customer },
    await promoUsage(client, codeId, buyer),
  )
  if (refusal) throw new HttpError(409, refusal)
}
