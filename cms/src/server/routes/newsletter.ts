import type { RequestHandler } from 'express'
import type { Payload } from 'payload'

import { formMessages } from '@shop/domain/forms'
import { newsletterTokenBodySchema } from '@shop/domain/newsletter'

import { bodyOf } from '../../http/express-body.ts'
import { HttpError } from '../../http/http-error.ts'
import { confirmSubscription, unsubscribe } from '../../newsletter/subscriptions.ts'

/** POST /api/newsletter/confirm {token}: the confirmation page of the e-mailed link. */
export function newsletterConfirmHandler(payload: Payload): RequestHandler {
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
export function newsletterUnsubscribeHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    const parsed = newsletterTokenBodySchema.safeParse({ token: req.query.token ?? (req.body as { token?: unknown } | undefined)?.token })
    if (!parsed.success) throw new HttpError(400, formMessages.newsletterLinkInvalid)
    const { token } = parsed.data
    await unsubscribe(payload, token)
    res.json({ success: true })
  }
}
