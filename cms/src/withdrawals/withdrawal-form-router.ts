import { Router } from 'express'
import type { Payload } from 'payload'

import { orderMessages } from '@shop/domain/orders'
import { withdrawalFormPath, withdrawalFormQuerySchema } from '@shop/domain/withdrawal'

import { catalogueCache } from '../catalogue-reads/catalogue-cache.ts'
import { queryOf } from '../http/express-body.ts'
import { noStore } from '../http/no-store.ts'
import { HttpError } from '../http/http-error.ts'
import { orderOpenedByKey, withdrawalFormFilename, withdrawalFormPdf } from '../legal-documents/withdrawal-form.ts'

/** The model withdrawal form (annex to R221-1) as a PDF, for /retractation and for each order. */
export function withdrawalFormRouter(payload: Payload): Router {
  const router = Router()

  /**
   * GET /api/withdrawal-form.pdf: blank, for anyone. With `?orderNumber=&key=` (the order's
   * tracking key, which its links carry), filled in with that order; a number that does not exist,
   * someone else's key or a malformed one all get the same 404.
   */
  router.get(withdrawalFormPath, noStore, async (req, res) => {
    let order = null
    if (req.query.orderNumber !== undefined || req.query.key !== undefined) {
      const lookup = queryOf(req, withdrawalFormQuerySchema, orderMessages.orderNotFound, { plain: true, status: 404 })
      order = await orderOpenedByKey(payload, lookup)
      if (!order) throw new HttpError(404, orderMessages.orderNotFound)
    }
    // The blank form is the same for everyone until the site settings change: rendered once, not
    // at every anonymous request.
    const pdf = order
      ? await withdrawalFormPdf(payload, order)
      : (await catalogueCache.file('content', 'withdrawal-form.pdf', () => withdrawalFormPdf(payload, null))).body
    res.set({ 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${withdrawalFormFilename}"` })
    res.send(pdf)
  })

  return router
}
