import type { RequestHandler } from 'express'
import type { Payload } from 'payload'

import { authMessages } from '@shop/domain/auth'
import { orderMessages, orderSupportBodySchema } from '@shop/domain/orders'

import { reserveAttempt } from '../../auth/rate-limit.ts'
import { bodyOf } from '../../http/express-body.ts'
import { tooManyRequests } from '../../http/http-error.ts'
import { openOrderSupportTicket } from '../../support/open-ticket.ts'

/** Messages per address within the attempt window: a shopper writes a few, a spammer is stopped. */
const messagesPerAddress = 5

/** POST /api/forms/order-support (JSON or form-urlencoded): the /suivi support form. */
export function orderSupportHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    const reservation = await reserveAttempt(payload, [{ scope: 'support-ip', key: req.ip ?? 'unknown', max: messagesPerAddress }])
    if (!reservation.allowed) throw tooManyRequests(authMessages.tooManyAttempts, reservation.retryAfter)
    const body = bodyOf(req, orderSupportBodySchema, orderMessages.validationFailed)
    res.status(201).json({ success: true, reference: await openOrderSupportTicket(payload, body) })
  }
}
