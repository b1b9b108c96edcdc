import { and, count, eq, isNull, lt, not, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

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
import type { Db } from '../database/db.ts'
import { orders, promo_codes } from '../database/payload-schema.ts'
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

/**
 * A code's uses are its orders, but those cancelled without having been paid, and those unpaid
 * whose payment page can no longer take a payment (its end passed, or it was closed): an
 * abandoned or expired payment gives its use back at once, not when the reconciliation gets to
 * it, so that unpaid checkouts do not use up a limited code. The end is given two minutes more: a
 * payment begun in the page's last seconds may still be confirmed just after it. `buyer` is the
 * signed-in customer whose e-mail is proven, else null (a guest's typed e-mail proves nothing).
 * Orders from before pages had an end hold their use until they are settled.
 */
export async function promoUsage(db: Db, codeId: number, buyer: number | null): Promise<PromoUsage> {
  const [row] = await db
    .select({
      total: count(),
      // No customer has id 0: without a buyer, nobody's count (and it is not read).
      byCustomer: sql<number>`count(*) filter (where ${eq(orders.customer, buyer ?? 0)})`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        eq(orders.promo_code, codeId),
        not(sql`(${eq(orders.status, 'cancelled')} and ${isNull(orders.payment_paidAt)})`),
        not(sql`(${eq(orders.status, 'pending')} and ${lt(orders.payment_pageExpiresAt, sql`now() - interval '2 minutes'`)})`),
      ),
    )
  return { total: row?.total ?? 0, byCustomer: buyer === null ? null : (row?.byCustomer ?? 0) }
}

/**
 * Counts a use of a limited code for the order about to be written in the transaction `tx`, one
 * checkout at a time: for a code limited in total, under the code's row lock, so that a code with
 * one use left gives exactly one order however many ask at once; for a code limited per customer
 * only, under a lock of that customer's uses of it. A code deactivated or used up meanwhile
 * refuses the order with its reason.
 */
export async function reservePromoUse(tx: Db, codeId: number, limits: PromoUseLimits, buyer: number | null): Promise<void> {
  const read = tx
    .select({ active: promo_codes.active, maxUses: promo_codes.maxUses, maxUsesPerCustomer: promo_codes.maxUsesPerCustomer })
    .from(promo_codes)
    .where(eq(promo_codes.id, codeId))
  const [code] = limits.maxUses === null ? await read : await read.for('update')
  if (!code?.active) throw new HttpError(409, promoMessages.unknown)
  if (limits.maxUses === null) await tx.execute(sql`select pg_advisory_xact_lock(${codeId}, ${buyer ?? 0})`)
  const refusal = usageRefusal({ maxUses: code.maxUses, maxUsesPerCustomer: code.maxUsesPerCustomer }, await promoUsage(tx, codeId, buyer))
  if (refusal) throw new HttpError(409, refusal)
}
