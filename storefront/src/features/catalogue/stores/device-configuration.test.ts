import { describe, expect, it } from 'vitest'

import { specPricing } from '@shop/domain/pricing'

import { priceCartLine, toCartLine } from '@shop/domain/cart'

import { canAdd, configurationCents, configuredLine, configure, emptyConfiguration, type DeviceConfiguration } from './device-configuration'

// As the upload answers it: 32 random bytes in base64url.
const photo = { token: 'Xq3v_9kLm2Zt-8pQwR4sY7uB1nC6dE0fG5hJ2kL9mNo', name: 'chat.png', previewUrl: 'blob:x' }
const model = { name: 'Apple iPhone 15', protections: ['hd-tpu', 'blue-light', 'anti-spy'] as const }
const run = (...actions: Parameters<typeof configure>[1][]) =>
  actions.reduce<DeviceConfiguration>((state, action) => configure(state, action), emptyConfiguration)

describe('device configuration (spec catalogue-and-content §4)', () => {
  it('starts empty, costs 0 and cannot be added', () => {
    expect(configuredLine(emptyConfiguration, 'telephone', 'apple-iphone-15')).toBeNull()
    expect(configurationCents(null, model, specPricing)).toBe(0)
    expect(canAdd(emptyConfiguration)).toBe(false)
  })

  it('resets back option and photo when the protection changes', () => {
    const state = run(
      { type: 'protection', protection: 'hd-tpu' },
      { type: 'back', back: 'integral-photo' },
      { type: 'photo', photo },
      { type: 'protection', protection: 'anti-spy' },
    )
    expect(state).toEqual({ protection: 'anti-spy', back: null, photo: null })
  })

  it('keeps the photo only with the photo variant', () => {
    const withPhoto = run({ type: 'protection', protection: 'hd-tpu' }, { type: 'back', back: 'integral-photo' }, { type: 'photo', photo })
    expect(configure(withPhoto, { type: 'back', back: 'integral-photo' }).photo).toEqual(photo)
    expect(configure(withPhoto, { type: 'back', back: 'integral' }).photo).toBeNull()
    expect(configure(run({ type: 'protection', protection: 'hd-tpu' }), { type: 'photo', photo }).photo).toBeNull()
  })

  it('totals protection plus back option, and needs the photo for the photo variant', () => {
    const state = run({ type: 'protection', protection: 'blue-light' }, { type: 'back', back: 'integral-photo' })
    expect(configurationCents(configuredLine(state, 'telephone', 'x'), model, specPricing)).toBe(3000)
    expect(canAdd(state)).toBe(false)
    expect(canAdd(configure(state, { type: 'photo', photo }))).toBe(true)
    const tablet = configuredLine(run({ type: 'protection', protection: 'anti-spy' }, { type: 'back', back: 'integral' }), 'tablette', 'x')
    expect(configurationCents(tablet, model, specPricing)).toBe(3500)
  })

  it('is priced by the cart line rule itself, photo included, and says nothing for a protection the model lacks', () => {
    const state = run({ type: 'protection', protection: 'hd-tpu' }, { type: 'back', back: 'integral-photo' }, { type: 'photo', photo })
    const line = configuredLine(state, 'telephone', 'apple-iphone-15')
    expect(line).toEqual({
      category: 'telephone',
      productId: 'apple-iphone-15',
      protection: 'hd-tpu',
      back: 'integral-photo',
      photoId: photo.token,
      quantity: 1,
    })
    // The server reads the line with the same schema: the token passes as the photo's name.
    expect(toCartLine(line)).toEqual(line)
    const priced = priceCartLine(line!, model, specPricing)
    expect(priced.ok && configurationCents(line, model, specPricing)).toBe(priced.ok && priced.line.unitCents)
    expect(configurationCents(line, { name: 'X', protections: ['anti-spy'] }, specPricing)).toBe(0)
  })
})
