import type { RequestHandler } from 'express'
import type { Payload } from 'payload'

import { orderMessages, orderTrackingBodySchema } from '@shop/domain/orders'

import { countAttempt } from '../../auth/rate-limit.ts'
import { bodyOf } from '../../http/express-body.ts'
import { HttpError } from '../../http/http-error.ts'
import { toTrackedOrder } from '../../orders/order-wire.ts'

/** Lookups per address within the attempt window: enough for a shopper, too few to guess numbers. */
const lookupsPerAddress = 20

/**
 * POST /api/order-tracking {orderNumber, email}: both must name the same order, else the same
 * 404 whichever was wrong, so that a number alone tells nothing.
 */
export function orderTrackingHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    await countAttempt(payload, [{ scope: 'tracking-ip', key: req.ip ?? 'unknown', max: lookupsPerAddress }])
    const { orderNumber, email } = bodyOf(req, orderTrackingBodySchema, orderMessages.orderNotFound)
    const { docs } = await payload.find({
      collection: 'orders',
      where: { orderNumber: { equals: orderNumber }, email: { equals: email } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const order = docs[0]
    if (!order) throw new HttpError(404, orderMessages.orderNotFound)
    res.setHeader('Cache-Control', 'no-store')
    res.json({ success: true, order: toTrackedOrder(order) })
  }
}
