import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { specPricing } from '@shop/domain/pricing'

import { CatalogueCache } from './catalogue-cache.ts'

/** Just what the cache asks of Payload for the price table. */
function fakePayload(stored: { current: unknown }) {
  const error = vi.fn()
  const payload = { findGlobal: async () => stored.current, logger: { error } } as unknown as Payload
  return { payload, error }
}

const [pack] = specPricing.watchPacks
const badTables = {
  'a watch pack without description': { ...specPricing, watchPacks: [{ ...pack, description: null }] },
  'a quantity of 1.5': { ...specPricing, watchPacks: [{ ...pack, quantity: 1.5 }] },
}

describe('catalogue cache: price table', () => {
  for (const [what, bad] of Object.entries(badTables)) {
    it(`keeps serving the last good table when the stored one has ${what}, and logs it`, async () => {
      const stored = { current: structuredClone(specPricing) as unknown }
      const { payload, error } = fakePayload(stored)
      const cache = new CatalogueCache()
      cache.setListening(true)
      expect(await cache.getPricing(payload)).toEqual(specPricing)

      stored.current = bad
      cache.invalidate('pricing')
      expect(await cache.getPricing(payload)).toEqual(specPricing)
      expect(error).toHaveBeenCalledTimes(1)
      expect(error.mock.calls[0]?.[0]).toMatchObject({ msg: 'Tarifs enregistrés invalides : la dernière version valide reste servie' })

      // A valid save is served again at once.
      stored.current = { ...specPricing, car: { hdTpu: 25 } }
      cache.invalidate('pricing')
      expect((await cache.getPricing(payload)).car.hdTpu).toBe(25)
    })
  }

  it('refuses to invent a table when none valid was ever read', async () => {
    const { payload } = fakePayload({ current: badTables['a quantity of 1.5'] })
    await expect(new CatalogueCache().getPricing(payload)).rejects.toThrow(/Tarifs enregistrés invalides, aucune version valide connue/)
  })
})
