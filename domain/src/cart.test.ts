import { describe, expect, it } from 'vitest'

import { cartLineSchema, cartMessages, priceCartLine, toCartLine } from './cart.ts'
import { specPricing } from './pricing.ts'

const phone = { name: 'iPhone 16 Pro', protections: ['hd-tpu', 'blue-light', 'anti-spy'] as const }
const line = (value: unknown) => cartLineSchema.parse(value)

describe('priceCartLine', () => {
  it('prices a phone line from the table: protection plus back option, named model - protection - back', () => {
    const result = priceCartLine(
      line({ category: 'telephone', productId: 'iphone-16-pro', protection: 'hd-tpu', back: 'integral-photo', photoId: 12, quantity: 1 }),
      phone,
      specPricing,
    )
    expect(result).toEqual({
      ok: true,
      line: { name: 'iPhone 16 Pro - Hydrogel HD TPU - Protection arrière avec photo', unitCents: 2500 },
    })
  })

  it('prices tablets, watches, consoles, controllers, laptops and car screens', () => {
    const price = (value: unknown, model: object = { name: 'X' }) => {
      const result = priceCartLine(line(value), { name: 'X', ...model }, specPricing)
      return result.ok ? result.line.unitCents : result.error
    }
    expect(price({ category: 'tablette', productId: 'ipad', protection: 'anti-spy', back: 'integral', quantity: 1 })).toBe(3500)
    expect(price({ category: 'montre', productId: 'w', pack: 'pack-6', quantity: 2 })).toBe(1500)
    expect(price({ category: 'console', productId: 'c', protection: 'blue_light', back: 'basic', quantity: 1 }, { kind: 'console' })).toBe(
      2500,
    )
    expect(price({ category: 'manette', productId: 'm', photoId: '4', quantity: 1 }, { kind: 'controller' })).toBe(2000)
    expect(price({ category: 'ordinateur', productId: 'l', protection: 'blue-light', size: 16, quantity: 1 }, { sizes: [14, 16] })).toBe(
      2500,
    )
    expect(price({ category: 'ecran-auto', productId: 'tesla', quantity: 1 })).toBe(2000)
  })

  it('refuses what the model does not offer', () => {
    const refused = (value: unknown, model: object) => priceCartLine(line(value), { name: 'X', ...model }, specPricing)
    expect(refused({ category: 'telephone', productId: 'p', protection: 'anti-spy', quantity: 1 }, { protections: ['hd-tpu'] })).toEqual({
      ok: false,
      error: cartMessages.protectionNotOffered,
    })
    expect(refused({ category: 'ordinateur', productId: 'l', protection: 'hd-tpu', size: 17, quantity: 1 }, { sizes: [14] })).toEqual({
      ok: false,
      error: cartMessages.sizeNotOffered,
    })
    expect(refused({ category: 'manette', productId: 'm', photoId: '4', quantity: 1 }, { kind: 'console' }).ok).toBe(false)
    expect(refused({ category: 'montre', productId: 'w', pack: 'pack-99', quantity: 1 }, {}).ok).toBe(false)
  })
})

describe('cartLineSchema', () => {
  it('asks for a photo with the photo back options and for controllers', () => {
    expect(
      cartLineSchema.safeParse({ category: 'telephone', productId: 'p', protection: 'hd-tpu', back: 'integral-photo', quantity: 1 })
        .success,
    ).toBe(false)
    expect(cartLineSchema.safeParse({ category: 'console', productId: 'c', protection: 'hd', back: 'photo', quantity: 1 }).success).toBe(
      false,
    )
    expect(cartLineSchema.safeParse({ category: 'manette', productId: 'm', quantity: 1 }).success).toBe(false)
  })

  it('takes no price and refuses odd quantities and ids', () => {
    const parsed = cartLineSchema.parse({ category: 'ecran-auto', productId: 'tesla-model-3', quantity: 1, price: 0.01 })
    expect(parsed).not.toHaveProperty('price')
    expect(cartLineSchema.safeParse({ category: 'ecran-auto', productId: 'tesla', quantity: 0 }).success).toBe(false)
    expect(cartLineSchema.safeParse({ category: 'ecran-auto', productId: '../etc', quantity: 1 }).success).toBe(false)
  })
})

describe('toCartLine', () => {
  it('keeps what the server prices from a stored line and drops a line of an old format', () => {
    const stored = {
      id: 'iphone-15',
      name: 'iPhone 15',
      price: 15,
      quantity: 2,
      category: 'telephone',
      productId: 'iphone-15',
      protection: 'hd-tpu',
    }
    expect(toCartLine(stored)).toEqual({ category: 'telephone', productId: 'iphone-15', protection: 'hd-tpu', quantity: 2 })
    expect(toCartLine({ id: 'x', name: 'Ancien article', price: 10, quantity: 1 })).toBeNull()
  })
})
