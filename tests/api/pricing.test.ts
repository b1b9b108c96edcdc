import { describe, expect, it } from 'vitest'

import { pricingSchema, specPricing } from '@shop/domain/pricing'

import { adminToken, jsonInit, request } from '../support/api.ts'

describe('pricing global', () => {
  it('holds exactly the price table of the spec', async () => {
    const res = await request('/api/globals/pricing?depth=0')
    expect(res.status).toBe(200)
    // zod drops what Payload adds (row ids, timestamps): what remains is the table itself.
    const pricing = pricingSchema.parse(res.body)
    expect(pricing).toEqual(specPricing)
  })

  it('refuses a negative price with the French rule and keeps the old one', async () => {
    const token = await adminToken()
    const res = await request('/api/globals/pricing', jsonInit('POST', { car: { hdTpu: -5 } }, token))
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain('Le prix ne peut pas être négatif.')
    expect((await request('/api/globals/pricing?depth=0')).body.car.hdTpu).toBe(20)
  })

  it('refuses a watch pack the catalogue could not serve (no description, 1.5 protections) in French, and keeps the table', async () => {
    const token = await adminToken()
    const [pack] = specPricing.watchPacks
    const cases = [
      { watchPacks: [{ ...pack, description: '' }], message: 'La description du pack est requise.' },
      { watchPacks: [{ ...pack, quantity: 1.5 }], message: "Le nombre de protections d'un pack doit être un entier d'au moins 1." },
      { watchPacks: [{ ...pack, features: [{ feature: ' ' }] }], message: 'Un point fort ne peut pas être vide.' },
    ]
    for (const { watchPacks, message } of cases) {
      const res = await request('/api/globals/pricing', jsonInit('POST', { watchPacks }, token))
      expect(res.status).toBe(400)
      expect(JSON.stringify(res.body)).toContain(message)
    }
    expect(pricingSchema.parse((await request('/api/globals/pricing?depth=0')).body)).toEqual(specPricing)
    expect((await request('/api/catalogue-pricing')).status).toBe(200)
  })

  // In this file, not beside the catalogue tests: the table must be whole for the test above. A
  // label changes, not a price: other files price carts at the same time and rely on the table.
  it('is served by the catalogue reads at the very next request after a save', async () => {
    const token = await adminToken()
    const [pack] = specPricing.watchPacks
    if (!pack) throw new Error('no watch pack in the spec table')
    await request('/api/catalogue-pricing')
    try {
      const renamed = [{ ...pack, label: 'Pack de 6 (nouvel intitulé)' }]
      expect((await request('/api/globals/pricing', jsonInit('POST', { watchPacks: renamed }, token))).status).toBe(200)
      expect((await request('/api/catalogue-pricing')).body.watchPacks[0].label).toBe('Pack de 6 (nouvel intitulé)')
    } finally {
      await request('/api/globals/pricing', jsonInit('POST', { watchPacks: specPricing.watchPacks }, token))
    }
    expect((await request('/api/catalogue-pricing')).body.watchPacks[0].label).toBe(pack.label)
  })
})
