import { type RequestHandler, Router } from 'express'
import type { Payload } from 'payload'

import { formMessages } from '@shop/domain/forms'
import { newsletterTokenBodySchema } from '@shop/domain/newsletter'

import { bodyOf } from '../../http/express-body.ts'
import { HttpError } from '../../http/http-error.ts'
import { confirmSubscription, unsubscribe } from '../../newsletter/subscriptions.ts'
import { formBody, jsonBody } from '../../http/body-readers.ts'

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
    const parsed = newsletterTokenBodySchema.safeParse({ token: req.query.token ?? (req.body as { token?: unknown } | undefined)?.token })
    if (!parsed.success) throw new HttpError(400, formMessages.newsletterLinkInvalid)
    const { token } = parsed.data
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
