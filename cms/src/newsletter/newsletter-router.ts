import { type RequestHandler, Router } from 'express'
import type { Payload } from 'payload'

import { formMessages } from '@shop/domain/forms'
import { newsletterTokenBodySchema } from '@shop/domain/newsletter'

import { bodyOf, queryOf } from '../http/express-body.ts'
import { confirmSubscription, unsubscribe } from './subscriptions.ts'
import { formBody, jsonBody } from '../http/body-readers.ts'

/** POST /api/newsletter/confirm {token}: the confirmation page of the e-mailed link. */
function newsletterConfirmHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    const { token } = bodyOf(req, newsletterTokenBodySchema, formMessages.newsletterLinkInvalid)
    await confirmSubscription(payload, token)
    res.json({ success: true })
  }
}

/**
 * POST /api/newsletter/unsubscribe: {token} from the unsubscribe page, or `?token=` with the
 * one-click body mail clients send from the `List-Unsubscribe` header.
 */
function newsletterUnsubscribeHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    // A mail client's one-click post names the token in the query (the header's address), the page in the body.
    const source = req.query.token === undefined ? bodyOf : queryOf
    const { token } = source(req, newsletterTokenBodySchema, formMessages.newsletterLinkInvalid, { plain: true })
    await unsubscribe(payload, token)
    res.json({ success: true })
  }
}

export function newsletterRouter(payload: Payload): Router {
  return (
    Router()
      .post('/api/newsletter/confirm', jsonBody, newsletterConfirmHandler(payload))
      // Mail clients' one-click unsubscribe posts `List-Unsubscribe=One-Click` urlencoded (RFC 8058).
      .post('/api/newsletter/unsubscribe', jsonBody, formBody, newsletterUnsubscribeHandler(payload))
  )
}
