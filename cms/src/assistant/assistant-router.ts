import { type RequestHandler, Router } from 'express'
import type { Payload } from 'payload'

import { assistantMessages, assistantQuerySchema } from '@shop/domain/assistant'

import { answerQuestion } from './answer-question.ts'
import { catalogueCache } from '../catalogue-reads/catalogue-cache.ts'
import { queryOf } from '../http/express-body.ts'

/**
 * GET /api/assistant?q=: the home page assistant's answer to one question, from what is
 * published now (FAQ in PostgreSQL, catalogue); no outside service is asked.
 */
function assistantHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    const { q } = queryOf(req, assistantQuerySchema, assistantMessages.questionRequired)
    const pricing = await catalogueCache.getPricing(payload)
    res.json(await answerQuestion(payload, pricing, q))
  }
}

export function assistantRouter(payload: Payload): Router {
  return Router().get('/api/assistant', assistantHandler(payload))
}
