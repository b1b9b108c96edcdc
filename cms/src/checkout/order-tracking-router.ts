import { type RequestHandler, Router } from 'express'
import type { Payload } from 'payload'

import { orderMessages, orderTrackingBodySchema, type OrderTrackingBody } from '@shop/domain/orders'

import { sessionOf } from '../auth/request-session.ts'
import type { ActiveSession } from '../auth/sessions.ts'
import { countAttempt } from '../security/rate-limit.ts'
import { clientKeyOf } from '../http/client-key.ts'
import { bodyOf } from '../http/express-body.ts'
import { HttpError } from '../http/http-error.ts'
import { relationId } from '../lib/relation-id.ts'
import { lookUpOrder } from '../orders/lookup-limits.ts'
import { isTrackingKey } from '../orders/order-tracking-key.ts'
import { toTrackedOrder } from '../orders/order-wire.ts'
import type { Order } from '../payload-types.ts'
import { jsonBody } from '../http/body-readers.ts'

/** Lookups per address within the attempt window: enough for a shopper, too few to guess numbers. */
const lookupsPerAddress = 20

/** Whether the caller proved the order is theirs to see: its e-mail, its tracking key, or its customer's session. */
function mayTrack(secret: string, order: Order, body: OrderTrackingBody, session: ActiveSession | null): boolean {
  if (body.email !== undefined) return order.email === body.email
  if (body.key !== undefined) return isTrackingKey(secret, order.id, body.key)
  const ownerId = relationId(order.customer)
  return session !== null && ownerId !== null && ownerId === session.customer.id
}

/**
 * POST /api/order-tracking {orderNumber, email | key}, or {orderNumber} with the customer's bearer
 * session: whichever proof was wrong, the same 404, so that a number alone tells nothing.
 */
function orderTrackingHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    await countAttempt(payload, [{ scope: 'tracking-ip', key: clientKeyOf(req), max: lookupsPerAddress }])
    const body = bodyOf(req, orderTrackingBodySchema, orderMessages.orderNotFound)
    // Read before the order, so that an unknown number and someone else's take the same path.
    const session = body.email === undefined && body.key === undefined ? await sessionOf(payload, req) : null
    const findOrder = async () => {
      const { docs } = await payload.find({
        collection: 'orders',
        where: { orderNumber: { equals: body.orderNumber } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      const found = docs[0]
      return found && mayTrack(payload.secret, found, body, session) ? found : null
    }
    // A key or a session cannot be guessed: their failures count against the client alone, and
    // nobody else's failures on the number ever hold them back.
    const order =
      body.email === undefined
        ? await findOrder()
        : await lookUpOrder(payload, { orderNumber: body.orderNumber, email: body.email }, clientKeyOf(req), findOrder)
    if (!order) throw new HttpError(404, orderMessages.orderNotFound)
    res.setHeader('Cache-Control', 'no-store')
    res.json({ success: true, order: toTrackedOrder(order, payload.secret) })
  }
}

export function orderTrackingRouter(payload: Payload): Router {
  return Router().post('/api/order-tracking', jsonBody, orderTrackingHandler(payload))
}
