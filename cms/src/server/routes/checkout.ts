import type { RequestHandler } from 'express'
import { createLocalReq, type Payload } from 'payload'

import { confirmOrderBodySchema, createPaymentBodySchema, formValidationBodySchema, orderMessages } from '@shop/domain/orders'

import { sessionOf } from '../../auth/request-session.ts'
import { countAttempt } from '../../auth/rate-limit.ts'
import { bodyOf } from '../../http/express-body.ts'
import { HttpError } from '../../http/http-error.ts'
import { notifyPaymentOutcome } from '../../orders/order-notifications.ts'
import { placeOrder } from '../../orders/place-order.ts'
import { orderOfSession, recordPayment } from '../../orders/record-payment.ts'
import { paymentGateway } from '../../payments/gateway.ts'
import { relationId } from '../../lib/relation-id.ts'

/** POST /api/form-validation {formType:'order', formData}: the order form checked by the server before paying. */
export function formValidationHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    await countAttempt(payload, [{ scope: 'form-validation-ip', key: req.ip ?? 'unknown', max: 60 }])
    bodyOf(req, formValidationBodySchema, orderMessages.validationFailed)
    res.json({ success: true })
  }
}

/**
 * POST /api/create-payment: the order, priced here, and its payment page. A signed-in caller's
 * order is theirs; the answer is the page to send the browser to.
 */
export function createPaymentHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    await countAttempt(payload, [{ scope: 'checkout-ip', key: req.ip ?? 'unknown', max: 30 }])
    const body = bodyOf(req, createPaymentBodySchema, orderMessages.validationFailed)
    const session = await sessionOf(payload, req)
    res.setHeader('Cache-Control', 'no-store')
    res.json(await placeOrder(payload, body, session?.customer.id ?? null))
  }
}

/**
 * POST /api/confirm-order {sessionId}, from /success: asks the payment side, records what it says
 * (the webhook may have done it already: then nothing changes) and answers the order. Only its
 * customer learns anything about it.
 */
export function confirmOrderHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    await countAttempt(payload, [{ scope: 'confirm-order-ip', key: req.ip ?? 'unknown', max: 60 }])
    const { sessionId } = bodyOf(req, confirmOrderBodySchema, orderMessages.paymentSessionUnknown)
    const session = await sessionOf(payload, req)
    const order = await orderOfSession(payload, sessionId)
    const ownerId = relationId(order?.customer)
    if (!order || (ownerId != null && ownerId !== session?.customer.id)) throw new HttpError(404, orderMessages.paymentSessionUnknown)

    const state = await paymentGateway(payload).readCheckout(sessionId)
    if (!state) throw new HttpError(404, orderMessages.paymentSessionUnknown)
    const outcome = await recordPayment(await createLocalReq({}, payload), order.id, state)
    await notifyPaymentOutcome(payload, outcome)
    const current = outcome?.order ?? order
    res.json({
      success: true,
      order: { order_number: current.orderNumber, status: current.status, total_amount: current.totalCents / 100 },
    })
  }
}
