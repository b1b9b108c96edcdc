import { type RequestHandler, Router } from 'express'
import type { Payload } from 'payload'

import { searchMessages, searchQuerySchema } from '@shop/domain/search'

import { catalogueCache } from '../catalogue-reads/catalogue-cache.ts'
import { sendCachedAnswer } from '../catalogue-reads/send-cached-answer.ts'
import { queryOf } from '../http/express-body.ts'
import { searchCatalogue, searchCollection } from './search-catalogue.ts'

/**
 * GET /api/search?q=&category=: the whole published catalogue, best match first, searched in
 * memory. Served by express directly (a hot path), not through Next's route handler.
 */
function searchHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    const { q, category } = queryOf(req, searchQuerySchema, searchMessages.invalidSearch)
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
