import { type RequestHandler, Router } from 'express'
import type { Payload } from 'payload'

import { assistantMessages, assistantQuerySchema } from '@shop/domain/assistant'

import { answerQuestion } from '../../assistant/answer-question.ts'
import { catalogueCache } from '../../catalogue-reads/catalogue-cache.ts'
import { invalidInput } from '../../http/http-error.ts'

/**
 * GET /api/assistant?q=: the home page assistant's answer to one question, from what is
 * published now (FAQ in PostgreSQL, catalogue); no outside service is asked.
 */
function assistantHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    const parsed = assistantQuerySchema.safeParse({ q: typeof req.query.q === 'string' ? req.query.q : undefined })
    if (!parsed.success) throw invalidInput(parsed.error, assistantMessages.questionRequired)
    const pricing = await catalogueCache.getPricing(payload)
    res.json(await answerQuestion(payload, pricing, parsed.data.q))
  }
}

export function assistantRouter(payload: Payload): Router {
  return Router().get('/api/assistant', assistantHandler(payload))
}
