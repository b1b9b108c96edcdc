import { describe, expect, it } from 'vitest'

import {
  applyPromoCode,
  lineProtection,
  promoAmountSchema,
  promoCodeInputSchema,
  promoPercentSchema,
  promoLineLabel,
  promoMessages,
  shareCents,
  type PromoBasketLine,
  type PromoCodeRule,
} from './promotions.ts'

const rule = (terms: Partial<PromoCodeRule> = {}): PromoCodeRule => ({
  code: 'BIENVENUE',
  kind: 'percentage',
  percent: 10,
  amountCents: null,
  categories: [],
  protections: [],
  validFrom: null,
  validUntil: null,
  minimumCents: 0,
  maxUses: null,
  maxUsesPerCustomer: null,
  ...terms,
})

const phone: PromoBasketLine = { category: 'telephone', protection: 'anti-spy', totalCents: 4000 }
const car: PromoBasketLine = { category: 'ecran-auto', protection: 'hd-tpu', totalCents: 2000 }
const skin: PromoBasketLine = { category: 'manette', protection: null, totalCents: 2000 }
const basket = (lines: PromoBasketLine[], shippingCents = 999) => ({ lines, shippingCents })
const unused = { total: 0, byCustomer: 0 }
const now = new Date('2026-12-01T10:00:00Z')

describe('promoCodeInputSchema', () => {
  it('takes a code whatever its case, trimmed, and refuses anything else in French', () => {
    expect(promoCodeInputSchema.parse('  bienvenue-10 ')).toBe('BIENVENUE-10')
    for (const value of ['', 'a', 'NOËL', 'DEUX MOTS', 'X'.repeat(41)]) {
      expect(promoCodeInputSchema.safeParse(value).error?.issues[0]?.message, value).toBe(promoMessages.invalidFormat)
    }
  })
})

describe('applyPromoCode', () => {
  it('takes a percentage off the lines it covers, shared between them to the cent', () => {
    const result = applyPromoCode(rule({ percent: 15 }), basket([phone, { ...car, totalCents: 1999 }]), unused, now)
    expect(result).toEqual({
      ok: true,
      discount: {
        code: 'BIENVENUE',
        label: 'Code promo BIENVENUE (-15 %)',
        lineDiscountsCents: [600, 300],
        discountCents: 900,
        shippingDiscountCents: 0,
      },
    })
  })

  it('takes a fixed amount, never more than the lines it covers', () => {
    const fixed = rule({ kind: 'fixed', percent: null, amountCents: 500, categories: ['ecran-auto'] })
    expect(applyPromoCode(fixed, basket([phone, car]), unused, now)).toMatchObject({
      ok: true,
      discount: { lineDiscountsCents: [0, 500], discountCents: 500 },
    })
    const large = { ...fixed, amountCents: 5000 }
    expect(applyPromoCode(large, basket([phone, car]), unused, now)).toMatchObject({ ok: true, discount: { discountCents: 2000 } })
  })

  it('takes off nothing below zero and never more than the lines it covers, whatever its terms', () => {
    const lines = basket([phone, car])
    for (const percent of [150, 100.4, 1000]) {
      expect(applyPromoCode(rule({ percent }), lines, unused, now), String(percent)).toMatchObject({
        ok: true,
        discount: { lineDiscountsCents: [4000, 2000], discountCents: 6000 },
      })
    }
    for (const terms of [{ percent: -50 }, { percent: null }, { kind: 'fixed', percent: null, amountCents: -500 }] as const) {
      expect(applyPromoCode(rule(terms), lines, unused, now), JSON.stringify(terms)).toMatchObject({
        ok: true,
        discount: { lineDiscountsCents: [0, 0], discountCents: 0 },
      })
    }
  })

  it('offers the delivery, and only the delivery', () => {
    const free = rule({ kind: 'free-delivery', percent: null })
    expect(applyPromoCode(free, basket([car], 999), unused, now)).toEqual({
      ok: true,
      discount: {
        code: 'BIENVENUE',
        label: 'Code promo BIENVENUE (livraison offerte)',
        lineDiscountsCents: [0],
        discountCents: 0,
        shippingDiscountCents: 999,
      },
    })
  })

  it('covers only the categories and protection types it names', () => {
    const antiSpy = rule({ protections: ['anti-spy'] })
    expect(applyPromoCode(antiSpy, basket([phone, car, skin]), unused, now)).toMatchObject({
      ok: true,
      discount: { lineDiscountsCents: [400, 0, 0] },
    })
    expect(applyPromoCode(antiSpy, basket([car, skin]), unused, now)).toEqual({ ok: false, error: promoMessages.notApplicable })
    expect(applyPromoCode(rule({ categories: ['tablette'] }), basket([phone]), unused, now)).toEqual({
      ok: false,
      error: promoMessages.notApplicable,
    })
  })

  it('says why it does not apply, in the order a shopper can act on', () => {
    const from = new Date('2026-12-24T23:00:00Z')
    expect(applyPromoCode(rule({ validFrom: from }), basket([phone]), unused, now)).toEqual({
      ok: false,
      error: 'Ce code promo est valable à partir du 25 décembre 2026 à 00:00.',
    })
    expect(applyPromoCode(rule({ validUntil: new Date('2026-11-30T23:00:00Z') }), basket([phone]), unused, now)).toEqual({
      ok: false,
      error: promoMessages.expired,
    })
    expect(applyPromoCode(rule({ maxUses: 3 }), basket([phone]), { total: 3, byCustomer: 0 }, now)).toEqual({
      ok: false,
      error: promoMessages.exhausted,
    })
    expect(applyPromoCode(rule({ maxUses: 3, maxUsesPerCustomer: 1 }), basket([phone]), { total: 2, byCustomer: 1 }, now)).toEqual({
      ok: false,
      error: promoMessages.alreadyUsed,
    })
    expect(applyPromoCode(rule({ maxUsesPerCustomer: 1 }), basket([phone]), { total: 0, byCustomer: null }, now)).toEqual({
      ok: false,
      error: promoMessages.signInRequired,
    })
    expect(applyPromoCode(rule({ minimumCents: 5000 }), basket([phone]), unused, now)).toEqual({
      ok: false,
      error: "Ce code promo s'applique à partir de 50,00\u00a0€ d'achats.",
    })
    expect(applyPromoCode(rule({ minimumCents: 5000 }), basket([phone, car]), unused, now).ok).toBe(true)
  })
})

describe('the terms staff may save', () => {
  it('takes a whole percentage from 1 to 100 and a fixed amount above 0 €, refused in French otherwise', () => {
    for (const percent of [1, 15, 100]) expect(promoPercentSchema.safeParse(percent).success, String(percent)).toBe(true)
    for (const percent of [0, -50, 101, 150, 12.5, Number.NaN]) {
      expect(promoPercentSchema.safeParse(percent).error?.issues[0]?.message, String(percent)).toBe(promoMessages.percentOutOfBounds)
    }
    expect(promoAmountSchema.safeParse(0.01).success).toBe(true)
    expect(promoAmountSchema.safeParse(0).error?.issues[0]?.message).toBe(promoMessages.amountNotPositive)
    expect(promoAmountSchema.safeParse(-5).error?.issues[0]?.message).toBe('Le prix ne peut pas être négatif.')
  })
})

describe('shareCents', () => {
  it('always adds up to the total, the cents left going to the largest remainders', () => {
    expect(shareCents(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(shareCents(3, [1, 1])).toEqual([2, 1])
    expect(shareCents(7, [333, 667, 0])).toEqual([2, 5, 0])
    expect(shareCents(0, [100, 200])).toEqual([0, 0])
    expect(shareCents(50, [0, 0])).toEqual([0, 0])
  })
})

describe('lineProtection', () => {
  it('names the protection type of every kind of line', () => {
    expect(lineProtection({ category: 'console', productId: 'ps5', protection: 'blue_light', quantity: 1 })).toBe('blue-light')
    expect(lineProtection({ category: 'montre', productId: 'w', pack: 'pack-6', quantity: 1 })).toBe('hd-tpu')
    expect(lineProtection({ category: 'manette', productId: 'c', photoId: '12', quantity: 1 })).toBeNull()
  })
})

describe('promoLineLabel', () => {
  it('says what the code takes off', () => {
    expect(promoLineLabel(rule())).toBe('Code promo BIENVENUE (-10 %)')
    expect(promoLineLabel(rule({ kind: 'fixed', amountCents: 500 }))).toBe('Code promo BIENVENUE (-5,00\u00a0€)')
    expect(promoLineLabel(rule({ kind: 'free-delivery' }))).toBe('Code promo BIENVENUE (livraison offerte)')
  })
})
