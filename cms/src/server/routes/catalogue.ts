import { type Request, type RequestHandler, Router } from 'express'
import type { Payload } from 'payload'

import type { CatalogueCollection } from '@shop/domain/catalogue'
import { catalogueQuerySchema, catalogueReadMessages } from '@shop/domain/catalogue-reads'

import { catalogueCache, isCatalogueCollection } from '../../catalogue-reads/catalogue-cache.ts'
import { listModels } from '../../catalogue-reads/listing.ts'
import { sendCachedAnswer } from '../../catalogue-reads/send-cached-answer.ts'
import { queryOf } from '../../http/express-body.ts'
import { HttpError } from '../../http/http-error.ts'

function category(req: Request): CatalogueCollection {
  const slug = String(req.params.category)
  if (!isCatalogueCollection(slug)) throw new HttpError(404, catalogueReadMessages.unknownCategory)
  return slug
}

/** GET /api/catalogue/:category?page&limit&brand&q&sort&kind: one page of published models. */
function catalogueListHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    const collection = category(req)
    const query = queryOf(req, catalogueQuerySchema, catalogueReadMessages.invalidPage)
    // Only consoles mix two kinds of product: elsewhere the filter could only empty the page.
    if (query.kind && collection !== 'consoles') throw new HttpError(400, catalogueReadMessages.kindOnlyForConsoles)
    const key = `list|${collection}|${JSON.stringify(query)}`
    sendCachedAnswer(
      req,
      res,
      await catalogueCache.answer(collection, key, async () => {
        const entry = await catalogueCache.getCategory(payload, collection)
        return listModels(entry.models, entry.brands, query)
      }),
    )
  }
}

/** GET /api/catalogue/:category/:slug: one published model, for its product page. */
function catalogueModelHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    const collection = category(req)
    const slug = String(req.params.slug)
    const entry = await catalogueCache.getCategory(payload, collection)
    const model = entry.bySlug.get(slug)
    if (!model) throw new HttpError(404, catalogueReadMessages.unknownModel)
    sendCachedAnswer(req, res, await catalogueCache.answer(collection, `model|${collection}|${slug}`, async () => model))
  }
}

/** GET /api/catalogue-pricing: the price table and the prices on sale now, from the same cache. */
function cataloguePricingHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    sendCachedAnswer(req, res, await catalogueCache.answer('pricing', 'pricing', () => catalogueCache.getPriceList(payload)))
  }
}

/**
 * GET /api/get-phone-models: the contract's list of published phones
 * (`{phones:[{id,name,brand,model,year,image_url}]}`), newest first, from the same cache.
 */
function phoneModelsHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    sendCachedAnswer(
      req,
      res,
      await catalogueCache.answer('phones', 'phone-models', async () => {
        const entry = await catalogueCache.getCategory(payload, 'phones')
        const phones = entry.models
          .map(({ model }) => model)
          .sort((a, b) => b.year - a.year || a.name.localeCompare(b.name, 'fr'))
          .map((model) => ({
            id: model.id,
            name: model.name,
            brand: model.brand,
            model: model.model,
            year: model.year,
            image_url: model.image?.url ?? null,
          }))
        return { phones }
      }),
    )
  }
}

/** The published catalogue, read from the cache every answer is kept in until the catalogue changes. */
export function catalogueRouter(payload: Payload): Router {
  return Router()
    .get('/api/catalogue-pricing', cataloguePricingHandler(payload))
    .get('/api/get-phone-models', phoneModelsHandler(payload))
    .get('/api/catalogue/:category', catalogueListHandler(payload))
    .get('/api/catalogue/:category/:slug', catalogueModelHandler(payload))
}
