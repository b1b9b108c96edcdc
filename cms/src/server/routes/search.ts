import type { RequestHandler } from 'express'
import type { Payload } from 'payload'

import { searchMessages, searchQuerySchema } from '@shop/domain/search'

import { catalogueCache } from '../../catalogue-reads/catalogue-cache.ts'
import { invalidInput } from '../../http/http-error.ts'
import { searchCatalogue } from '../../search/search-catalogue.ts'

/**
 * GET /api/search?q=&category=: the whole published catalogue, best match first. Served by
 * express directly (a hot path), not through Next's route handler.
 */
export function searchHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    const parsed = searchQuerySchema.safeParse({
      q: typeof req.query.q === 'string' ? req.query.q : undefined,
      category: typeof req.query.category === 'string' && req.query.category ? req.query.category : undefined,
    })
    if (!parsed.success) throw invalidInput(parsed.error, searchMessages.invalidSearch)
    const pricing = await catalogueCache.getPricing(payload)
    res.json({ results: await searchCatalogue(payload, pricing, parsed.data.q, parsed.data.category) })
  }
}
