import { type RequestHandler, Router } from 'express'
import type { Payload } from 'payload'

import { satisfactionBodySchema, satisfactionMessages } from '@shop/domain/satisfaction'

import { bodyOf } from '../http/express-body.ts'
import { recordRating } from './record-rating.ts'
import { jsonBody } from '../http/body-readers.ts'

/**
 * POST /api/satisfaction {token, comment?}: posted by the /avis page a link of the satisfaction
 * e-mail opens, never on the link's GET, so that a mail scanner fetching the links rates nothing.
 */
function satisfactionHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    const body = bodyOf(req, satisfactionBodySchema, satisfactionMessages.linkInvalid)
    res.setHeader('Cache-Control', 'no-store')
    res.json(await recordRating(payload, body))
  }
}

export function satisfactionRouter(payload: Payload): Router {
  return Router().post('/api/satisfaction', jsonBody, satisfactionHandler(payload))
}
