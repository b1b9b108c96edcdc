import { type RequestHandler, Router } from 'express'
import type { Payload } from 'payload'

import { cartMessages, cartQuoteBodySchema } from '@shop/domain/cart'

import { quoteCart } from '../../cart/quote-cart.ts'
import { invalidInput } from '../../http/http-error.ts'
import { jsonBody } from '../body-limits.ts'

/** POST /api/cart/quote {items, deliveryMode?}: the server's prices for the cart the browser holds, delivered as asked. */
function cartQuoteHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    const parsed = cartQuoteBodySchema.safeParse(req.body)
    // Lines are nested: the path tells the storefront which line and field were refused.
    if (!parsed.success) throw invalidInput(parsed.error, cartMessages.invalidCart, { error: cartMessages.invalidCart, withPath: true })
    res.json({ success: true, ...(await quoteCart(payload, parsed.data.items, parsed.data.deliveryMode)) })
  }
}

export function cartRouter(payload: Payload): Router {
  return Router().post('/api/cart/quote', jsonBody, cartQuoteHandler(payload))
}
