import { createHash, randomBytes } from 'node:crypto'

import { type RequestHandler, Router } from 'express'
import { ipKeyGenerator, rateLimit } from 'express-rate-limit'
import type { Payload } from 'payload'

import { analyticsEventSchema } from '@shop/domain/analytics'
import { messages } from '@shop/domain/messages'

import { recordEvent } from './record-event.ts'
import { bodyOf } from '../../http/express-body.ts'
import { tooManyRequests } from '../../http/http-error.ts'
import { jsonBody, smallBodyLimit } from '../../http/body-readers.ts'

/** Renewed at each start: the limiter's keys cannot be turned back into addresses, even in memory. */
const salt = randomBytes(16)

/**
 * Enough for a visitor browsing fast, too few to flood the counters from one address. The
 * counter keeps no address: the limiter holds a salted hash for a minute, in memory only.
 */
const analyticsLimit = rateLimit({
  windowMs: 60_000,
  limit: 60,
  // IPv6 addresses by their /56 (one visitor's block), as the library advises, then hashed. Its
  // check of this function reads the source, which the TypeScript loader rewrites: off.
  validate: { keyGeneratorIpFallback: false },
  keyGenerator: (req) =>
    createHash('sha256')
      .update(salt)
      .update(ipKeyGenerator(req.ip ?? ''))
      .digest('base64url'),
  handler: (_req, _res, next, options) => next(tooManyRequests(messages.api.tooManyRequests, Math.ceil(options.windowMs / 1000))),
})

/** POST /api/analytics/events: the storefront's own counter (sent only with the visitor's consent). */
function analyticsEventHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    await recordEvent(payload, bodyOf(req, analyticsEventSchema, messages.api.invalidQuery, { plain: true }))
    res.status(204).end()
  }
}

export function analyticsRouter(payload: Payload): Router {
  // Bounded before the limiter counts it: an oversized body is refused as it was, whoever sends it.
  return Router().post('/api/analytics/events', smallBodyLimit, analyticsLimit, jsonBody, analyticsEventHandler(payload))
}
