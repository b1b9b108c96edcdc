import { type RequestHandler, Router } from 'express'
import type { Payload } from 'payload'

import { cartMessages, cartQuoteBodySchema } from '@shop/domain/cart'
import { promoCodeGuessesPerClient, promoMessages } from '@shop/domain/promotions'

import { provenBuyerOf, sessionOf } from '../../auth/request-session.ts'
import { quoteCart } from '../../cart/quote-cart.ts'
import { clientKeyOf } from '../../http/client-key.ts'
import { invalidInput } from '../../http/http-error.ts'
import { findActivePromoCode } from '../../promotions/promo-codes.ts'
import { countGuess, refuseWhenFull } from '../../security/full-limits.ts'
import { jsonBody } from '../body-limits.ts'

/** POST /api/cart/quote {items, deliveryMode?, promoCode?}: the server's prices for the cart the browser holds, delivered as asked. */
function cartQuoteHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    const parsed = cartQuoteBodySchema.safeParse(req.body)
    // Lines are nested: the path tells the storefront which line and field were refused.
    if (!parsed.success) throw invalidInput(parsed.error, cartMessages.invalidCart, { error: cartMessages.invalidCart, withPath: true })
    const { items, deliveryMode, promoCode } = parsed.data
    if (promoCode === undefined) {
      res.json({ success: true, ...(await quoteCart(payload, items, { deliveryMode, buyer: null })).quote })
      return
    }
    // Codes are not to be guessed: each unknown one tried counts; once the guesses are used up,
    // a code that exists is refused as well, so that the answer does not tell it apart.
    const guesses = { scope: 'promo-code-ip', key: clientKeyOf(req), max: promoCodeGuessesPerClient }
    if (await findActivePromoCode(payload, promoCode)) await refuseWhenFull(payload, guesses, promoMessages.tooManyTries)
    else await countGuess(payload, guesses, promoMessages.tooManyTries)
    // Only a code may depend on who asks (its uses per customer): no session read without one.
    const buyer = provenBuyerOf(await sessionOf(payload, req))
    const { quote } = await quoteCart(payload, items, { deliveryMode, promoCode, buyer })
    res.json({ success: true, ...quote })
  }
}

export function cartRouter(payload: Payload): Router {
  return Router().post('/api/cart/quote', jsonBody, cartQuoteHandler(payload))
}
