import { describe, expect, it } from 'vitest'

import { specPricing } from '@shop/domain/pricing'

import { canAdd, configurationCents, configure, emptyConfiguration, type DeviceConfiguration } from './device-configuration'

const photo = { id: '9', name: 'chat.png', previewUrl: 'blob:x' }
const run = (...actions: Parameters<typeof configure>[1][]) =>
  actions.reduce<DeviceConfiguration>((state, action) => configure(state, action), emptyConfiguration)

describe('device configuration (spec catalogue-and-content §4)', () => {
  it('starts empty, costs 0 and cannot be added', () => {
    expect(configurationCents(emptyConfiguration, specPricing.phone)).toBe(0)
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
    expect(configurationCents(state, specPricing.phone)).toBe(3000)
    expect(canAdd(state)).toBe(false)
    expect(canAdd(configure(state, { type: 'photo', photo }))).toBe(true)
    expect(
      configurationCents(run({ type: 'protection', protection: 'anti-spy' }, { type: 'back', back: 'integral' }), specPricing.tablet),
    ).toBe(3500)
  })
})
