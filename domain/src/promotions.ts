/**
 * Promo codes (CMS collection `promo-codes`): whether a code applies to a basket and what it takes
 * off, in integer cents. The server decides with this rule for the quote, the order, Stripe, the
 * invoice and the e-mails alike; the browser only shows its answer.
 */
import * as z from 'zod'

import './zod-french.ts'

import type { CartCategory, CartLine } from './cart.ts'
import type { ProtectionId } from './catalogue.ts'
import { formatCents } from './money.ts'
import { onFirstUse } from './first-use.ts'
import { euroAmountSchema } from './pricing.ts'

export const promoCodeKinds = ['percentage', 'fixed', 'free-delivery'] as const
export type PromoCodeKind = (typeof promoCodeKinds)[number]

const parisDateTime = onFirstUse(
  () => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' }),
)

export const promoMessages = {
  invalidFormat: 'Un code promo ne contient que des lettres, des chiffres et des tirets (40 caractères au plus).',
  unknown: "Ce code promo n'existe pas.",
  notYetValid: (from: Date) => `Ce code promo est valable à partir du ${parisDateTime().format(from)}.`,
  expired: 'Ce code promo a expiré.',
  exhausted: "Ce code promo a atteint son nombre maximal d'utilisations.",
  alreadyUsed: 'Vous avez déjà utilisé ce code promo autant de fois que permis.',
  signInRequired: 'Ce code promo est limité par client : connectez-vous pour l’utiliser.',
  minimumNotReached: (minimumCents: number) => `Ce code promo s'applique à partir de ${formatCents(minimumCents)} d'achats.`,
  notApplicable: "Ce code promo ne s'applique à aucun article de votre panier.",
  tooManyTries: 'Trop de codes promo essayés. Réessayez plus tard.',
  percentOutOfBounds: 'La remise doit être un pourcentage entier de 1 à 100.',
  amountNotPositive: 'Le montant de la remise doit être supérieur à 0 €.',
} as const

/** A percentage code's rate as staff type it: a whole number of percent, 1 to 100. */
export const promoPercentSchema = z
  .number({ error: promoMessages.percentOutOfBounds })
  .int({ error: promoMessages.percentOutOfBounds })
  .min(1, { error: promoMessages.percentOutOfBounds })
  .max(100, { error: promoMessages.percentOutOfBounds })

/** A fixed code's amount in euros: a price, and more than nothing. */
export const promoAmountSchema = euroAmountSchema.refine((euros) => euros > 0, { error: promoMessages.amountNotPositive })

/** A code as shoppers type it: case does not matter, spaces around it are dropped. */
export const promoCodeInputSchema = z
  .string({ error: promoMessages.invalidFormat })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9_-]{1,39}$/, { error: promoMessages.invalidFormat })

/** A code as a request carries it: checked by the server, which answers an ill-formed one like a wrong one. */
export const promoCodeTypedSchema = z.string({ error: promoMessages.invalidFormat }).max(100, { error: promoMessages.invalidFormat })

/** Unknown codes a client may try in the attempt window before being held back (codes are not to be guessed). */
export const promoCodeGuessesPerClient = 20

/** A code as stored and compared: upper case, so that 'Bienvenue' and 'BIENVENUE' are one code. */
export function normalisePromoCode(value: string): string {
  return value.trim().toUpperCase()
}

/** A code's terms as staff set them in the CMS; empty `categories` or `protections` mean all. */
export type PromoCodeRule = {
  code: string
  kind: PromoCodeKind
  /** For 'percentage': 1 to 100 (promoPercentSchema). */
  percent: number | null
  /** For 'fixed': the amount taken off, in cents. */
  amountCents: number | null
  categories: readonly CartCategory[]
  protections: readonly ProtectionId[]
  validFrom: Date | null
  validUntil: Date | null
  /** The basket's subtotal (before any discount) from which the code applies. */
  minimumCents: number
  maxUses: number | null
  maxUsesPerCustomer: number | null
}

/** A priced line of the basket, as the code sees it. */
export type PromoBasketLine = { category: CartCategory; protection: ProtectionId | null; totalCents: number }

/**
 * Uses already counted (reserved or confirmed): in all, and by the buyer's account. A guest has
 * null: a typed e-mail proves nothing (it could be someone else's, whose uses it would spend), so a
 * code limited per customer asks the buyer to sign in.
 */
export type PromoUsage = { total: number; byCustomer: number | null }

/** What counting a code's uses depends on. */
export type PromoUseLimits = Pick<PromoCodeRule, 'maxUses' | 'maxUsesPerCustomer'>

/** Whether the code's uses must be counted at all: most codes are not limited. */
export const hasUseLimits = (limits: PromoUseLimits): boolean => limits.maxUses !== null || limits.maxUsesPerCustomer !== null

export type PromoDiscount = {
  code: string
  /** The discount line of the quote, the invoice and the e-mails (promoLineLabel). */
  label: string
  /** Taken off each basket line, in the basket's order (0 where the code does not apply). */
  lineDiscountsCents: number[]
  /** The lines' discounts added up. */
  discountCents: number
  shippingDiscountCents: number
}

export type PromoResult = { ok: true; discount: PromoDiscount } | { ok: false; error: string }

const consoleProtection = { hd: 'hd-tpu', blue_light: 'blue-light' } as const satisfies Record<string, ProtectionId>

/** The protection type of a cart line, for codes limited to some: a controller's skin has none. */
export function lineProtection(line: CartLine): ProtectionId | null {
  switch (line.category) {
    case 'telephone':
    case 'tablette':
    case 'ordinateur':
      return line.protection
    case 'console':
      return consoleProtection[line.protection]
    case 'montre':
    case 'ecran-auto':
      return 'hd-tpu'
    case 'manette':
      return null
  }
}

function appliesTo(rule: PromoCodeRule, line: PromoBasketLine): boolean {
  if (rule.categories.length > 0 && !rule.categories.includes(line.category)) return false
  if (rule.protections.length === 0) return true
  return line.protection !== null && rule.protections.includes(line.protection)
}

/**
 * Shares `totalCents` between the lines in proportion to their amounts, to the cent: each line
 * gets the whole cents of its share, and the cents left go to the largest remainders (the first
 * line on a tie), so that the shares always add up to the total.
 */
export function shareCents(totalCents: number, amountsCents: readonly number[]): number[] {
  const sum = amountsCents.reduce((total, cents) => total + cents, 0)
  if (sum === 0) return amountsCents.map(() => 0)
  const exact = amountsCents.map((cents) => (totalCents * cents) / sum)
  const shares = exact.map(Math.floor)
  let left = totalCents - shares.reduce((total, cents) => total + cents, 0)
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder)
  for (const { index } of byRemainder) {
    if (left === 0) break
    shares[index]! += 1
    left -= 1
  }
  return shares
}

/** Why the uses so far leave no room for one more, or null when they do. */
export function usageRefusal(limits: PromoUseLimits, usage: PromoUsage): string | null {
  if (limits.maxUses !== null && usage.total >= limits.maxUses) return promoMessages.exhausted
  if (limits.maxUsesPerCustomer === null) return null
  if (usage.byCustomer === null) return promoMessages.signInRequired
  return usage.byCustomer >= limits.maxUsesPerCustomer ? promoMessages.alreadyUsed : null
}

/**
 * Applies a code to a basket at `now`, or says why it does not apply, in the order a shopper can
 * act on: dates, uses, the minimum, then the lines it covers. An inactive code is answered as
 * unknown by the caller, which does not load it.
 */
export function applyPromoCode(
  rule: PromoCodeRule,
  basket: { lines: readonly PromoBasketLine[]; shippingCents: number },
  usage: PromoUsage,
  now: Date,
): PromoResult {
  const refuse = (error: string): PromoResult => ({ ok: false, error })
  if (rule.validFrom && now < rule.validFrom) return refuse(promoMessages.notYetValid(rule.validFrom))
  if (rule.validUntil && now > rule.validUntil) return refuse(promoMessages.expired)
  const overused = usageRefusal(rule, usage)
  if (overused) return refuse(overused)
  const subtotalCents = basket.lines.reduce((total, line) => total + line.totalCents, 0)
  if (subtotalCents < rule.minimumCents) return refuse(promoMessages.minimumNotReached(rule.minimumCents))
  const eligible = basket.lines.map((line) => (appliesTo(rule, line) ? line.totalCents : 0))
  const eligibleCents = eligible.reduce((total, cents) => total + cents, 0)
  if (eligibleCents === 0) return refuse(promoMessages.notApplicable)

  const askedCents =
    rule.kind === 'percentage'
      ? Math.round((eligibleCents * (rule.percent ?? 0)) / 100)
      : rule.kind === 'fixed'
        ? (rule.amountCents ?? 0)
        : 0
  // Whatever a code's terms say (a row saved before its bounds were checked, a fixed amount
  // larger than the basket), it takes off nothing below zero and never more than the lines it
  // covers: no quote, order, invoice or payment page ever gets a negative amount from it.
  const discountCents = Math.min(Math.max(askedCents, 0), eligibleCents)
  return {
    ok: true,
    discount: {
      code: rule.code,
      label: promoLineLabel(rule),
      lineDiscountsCents: shareCents(discountCents, eligible),
      discountCents,
      shippingDiscountCents: rule.kind === 'free-delivery' ? basket.shippingCents : 0,
    },
  }
}

/** The discount line of a quote, an invoice or an e-mail: 'Code promo BIENVENUE (-10 %)'. */
export function promoLineLabel(rule: Pick<PromoCodeRule, 'code' | 'kind' | 'percent' | 'amountCents'>): string {
  const what =
    rule.kind === 'percentage'
      ? `-${rule.percent} %`
      : rule.kind === 'fixed'
        ? `-${formatCents(rule.amountCents ?? 0)}`
        : 'livraison offerte'
  return `Code promo ${rule.code} (${what})`
}
