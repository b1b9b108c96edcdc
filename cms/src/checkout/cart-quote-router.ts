import { type RequestHandler, Router } from 'express'
import type { Payload } from 'payload'

import { cartMessages, cartQuoteBodySchema } from '@shop/domain/cart'

import { provenBuyerOf, sessionOf } from '../auth/request-session.ts'
import { quoteCart } from '../cart/quote-cart.ts'
import { clientKeyOf } from '../http/client-key.ts'
import { bodyOf } from '../http/express-body.ts'
import { holdBackGuesses } from '../promotions/promo-code-guesses.ts'
import { jsonBody } from '../http/body-readers.ts'

/** POST /api/cart/quote {items, deliveryMode?, promoCode?}: the server's prices for the cart the browser holds, delivered as asked. */
function cartQuoteHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    // Lines are nested: the path tells the storefront which line and field were refused.
    const { items, deliveryMode, promoCode } = bodyOf(req, cartQuoteBodySchema, cartMessages.invalidCart, {
      error: cartMessages.invalidCart,
      withPath: true,
    })
    if (promoCode === undefined) {
      res.json({ success: true, ...(await quoteCart(payload, items, { deliveryMode, buyer: null })).quote })
      return
    }
    await holdBackGuesses(payload, clientKeyOf(req), promoCode)
    // Only a code may depend on who asks (its uses per customer): no session read without one.
    const buyer = provenBuyerOf(await sessionOf(payload, req))
    const { quote } = await quoteCart(payload, items, { deliveryMode, promoCode, buyer })
    res.json({ success: true, ...quote })
  }
}

export function cartRouter(payload: Payload): Router {
  return Router().post('/api/cart/quote', jsonBody, cartQuoteHandler(payload))
}
