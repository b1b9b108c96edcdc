import { type RequestHandler, Router } from 'express'
import type { Payload } from 'payload'

import { withdrawalActions, withdrawalMessages, type WithdrawalAction } from '@shop/domain/withdrawal'

import { requireSessionOf } from '../auth/request-session.ts'
import { clientKeyOf } from '../http/client-key.ts'
import { HttpError } from '../http/http-error.ts'
import { confirmWithdrawal, withdrawalSummary } from './withdraw-order.ts'
import { orderToWithdraw } from './order-to-withdraw.ts'
import { jsonBody } from '../http/body-readers.ts'

const isAction = (value: unknown): value is WithdrawalAction => withdrawalActions.includes(value as WithdrawalAction)

/**
 * POST /api/withdrawals?action=summary|confirm: the online withdrawal in two steps. A guest sends
 * {orderNumber, email}; a signed-in customer (`Authorization: Bearer`) sends {orderId}; the
 * confirmation may name the articles, `lines: [{id, quantity}]`.
 */
function withdrawalHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    const action = req.query.action
    if (!isAction(action)) throw new HttpError(400, withdrawalMessages.unknownAction)
    const session = req.get('authorization') ? await requireSessionOf(payload, req) : null
    const { order, choice, after } = await orderToWithdraw(
      payload,
      { customerId: session?.customer.id ?? null, ip: clientKeyOf(req) },
      req.body,
    )
    res.setHeader('Cache-Control', 'no-store')
    if (action === 'summary') res.json({ success: true, withdrawal: await withdrawalSummary(payload, order) })
    else res.json({ success: true, ...(await confirmWithdrawal(payload, order, choice, after)) })
  }
}

export function withdrawalsRouter(payload: Payload): Router {
  return Router().post('/api/withdrawals', jsonBody, withdrawalHandler(payload))
}
