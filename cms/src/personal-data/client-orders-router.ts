import { type RequestHandler, Router } from 'express'
import type { Payload } from 'payload'

import { cancelOrderBodySchema } from '@shop/domain/client-orders'
import { orderMessages } from '@shop/domain/orders'

import { requireSessionOf } from '../auth/request-session.ts'
import { actionOf, bodyOf } from '../http/express-body.ts'
import { invoicesOfOrders } from '../invoices/invoices-of-orders.ts'
import { cancelOwnOrder } from '../checkout/cancel-order.ts'
import { toClientOrder } from '../orders/order-wire.ts'
import { withdrawalsOfOrders } from '../withdrawals/withdrawals-of-orders.ts'
import { jsonBody } from '../http/body-readers.ts'

/** GET /api/get-client-orders: the signed-in customer's own orders, newest first. */
function clientOrdersHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    const session = await requireSessionOf(payload, req)
    const { docs } = await payload.find({
      collection: 'orders',
      where: { customer: { equals: session.customer.id } },
      sort: '-createdAt',
      limit: 100,
      depth: 0,
      overrideAccess: true,
      pagination: false,
    })
    const ids = docs.map((order) => order.id)
    const [invoices, withdrawals] = await Promise.all([invoicesOfOrders(payload, ids), withdrawalsOfOrders(payload, ids)])
    res.setHeader('Cache-Control', 'no-store')
    res.json({
      success: true,
      orders: docs.map((order) => toClientOrder(order, payload.secret, invoices.get(order.id) ?? [], withdrawals.get(order.id))),
    })
  }
}

/** POST /api/get-client-orders?action=cancel {orderId}: 404 for another's order, 409 once dispatched. */
function cancelClientOrderHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    actionOf(req, ['cancel'])
    const session = await requireSessionOf(payload, req)
    const { orderId } = bodyOf(req, cancelOrderBodySchema, orderMessages.orderNotFound)
    await cancelOwnOrder(payload, session.customer.id, Number(orderId))
    res.json({ success: true })
  }
}

export function clientOrdersRouter(payload: Payload): Router {
  return Router()
    .get('/api/get-client-orders', clientOrdersHandler(payload))
    .post('/api/get-client-orders', jsonBody, cancelClientOrderHandler(payload))
}
