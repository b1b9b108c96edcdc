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
    const res = await request(
      '/api/globals/pricing',
      jsonInit('POST', { car: { hdTpu: -5 } }, token),
    )
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain('Le prix ne peut pas être négatif.')
    expect((await request('/api/globals/pricing?depth=0')).body.car.hdTpu).toBe(20)
  })
})
