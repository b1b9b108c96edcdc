import { type RequestHandler, Router } from 'express'
import type { Payload } from 'payload'

import { searchMessages, searchQuerySchema } from '@shop/domain/search'

import { catalogueCache } from '../../catalogue-reads/catalogue-cache.ts'
import { sendCachedAnswer } from '../../http/cached-answer.ts'
import { invalidInput } from '../../http/http-error.ts'
import { searchCatalogue, searchCollection } from '../../search/search-catalogue.ts'

/**
 * GET /api/search?q=&category=: the whole published catalogue, best match first, searched in
 * memory. Served by express directly (a hot path), not through Next's route handler.
 */
function searchHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    const parsed = searchQuerySchema.safeParse({
      q: typeof req.query.q === 'string' ? req.query.q : undefined,
      category: typeof req.query.category === 'string' && req.query.category ? req.query.category : undefined,
    })
    if (!parsed.success) throw invalidInput(parsed.error, searchMessages.invalidSearch)
    const { q, category } = parsed.data
    // Shoppers search the same models over and over: each answer is kept until the catalogue changes.
    const scope = category === 'all' ? 'catalogue' : searchCollection(category)
    const answer = await catalogueCache.searchAnswer(scope, `${category}|${q}`, async () => ({
      results: await searchCatalogue(payload, q, category),
    }))
    sendCachedAnswer(req, res, answer)
  }
}

export function searchRouter(payload: Payload): Router {
  return Router().get('/api/search', searchHandler(payload))
}
