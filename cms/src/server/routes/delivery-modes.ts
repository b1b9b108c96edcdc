import { type RequestHandler, Router } from 'express'
import type { Payload } from 'payload'

import type { DeliveryModesAnswer } from '@shop/domain/delivery'

import { catalogueCache } from '../../catalogue-reads/catalogue-cache.ts'
import { sendCachedAnswer } from '../../catalogue-reads/send-cached-answer.ts'

/** GET /api/catalogue-delivery-modes: the active modes, in display order (/livraison), from the catalogue cache. */
function deliveryModesHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    sendCachedAnswer(
      req,
      res,
      await catalogueCache.answer('pricing', 'delivery-modes', async (): Promise<DeliveryModesAnswer> => ({
        modes: await catalogueCache.getDeliveryModes(payload),
      })),
    )
  }
}

export function deliveryModesRouter(payload: Payload): Router {
  return Router().get('/api/catalogue-delivery-modes', deliveryModesHandler(payload))
}
