import type { RequestHandler } from 'express'
import type { Payload } from 'payload'

import { apiError } from '@shop/domain/api-error'
import { cartMessages, cartQuoteBodySchema } from '@shop/domain/cart'

import { quoteCart } from './quote-cart.ts'

/** POST /api/cart/quote {items}: the server's prices for the cart the browser holds. */
export function cartQuoteHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    const parsed = cartQuoteBodySchema.safeParse(req.body)
    if (!parsed.success) {
      const details = parsed.error.issues.map((issue) => `${issue.path.join('.')} : ${issue.message}`)
      res.status(400).json(apiError(cartMessages.invalidCart, details))
      return
    }
    res.json({ success: true, ...(await quoteCart(payload, parsed.data.items)) })
  }
}
