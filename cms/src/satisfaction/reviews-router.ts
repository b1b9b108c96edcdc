import { type RequestHandler, Router } from 'express'
import type { Payload } from 'payload'

import { catalogueCache } from '../catalogue-reads/catalogue-cache.ts'
import { sendCachedAnswer } from '../catalogue-reads/send-cached-answer.ts'
import { loadPublicReviews } from '../catalogue-reads/public-reviews.ts'

/**
 * GET /api/reviews: the customers' published reviews the pages show (average, count, latest),
 * from the catalogue cache like the CMS texts: a page view does not query the orders.
 */
function reviewsHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    sendCachedAnswer(req, res, await catalogueCache.answer('content', 'reviews', () => loadPublicReviews(payload)))
  }
}

export function reviewsRouter(payload: Payload): Router {
  return Router().get('/api/reviews', reviewsHandler(payload))
}
