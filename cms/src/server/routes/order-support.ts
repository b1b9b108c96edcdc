import type { RequestHandler } from 'express'
import type { Payload } from 'payload'

import { orderMessages, orderSupportBodySchema } from '@shop/domain/orders'

import { countAttempt } from '../../auth/rate-limit.ts'
import { bodyOf } from '../../http/express-body.ts'
import { openOrderSupportTicket } from '../../support/open-ticket.ts'

/** Messages per address within the attempt window: a shopper writes a few, a spammer is stopped. */
const messagesPerAddress = 5

/** POST /api/forms/order-support (JSON or form-urlencoded): the /suivi support form. */
export function orderSupportHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    await countAttempt(payload, [{ scope: 'support-ip', key: req.ip ?? 'unknown', max: messagesPerAddress }])
    const body = bodyOf(req, orderSupportBodySchema, orderMessages.validationFailed)
    res.status(201).json({ success: true, reference: await openOrderSupportTicket(payload, body) })
  }
}
