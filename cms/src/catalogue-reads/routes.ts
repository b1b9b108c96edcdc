import type { Request, RequestHandler, Response } from 'express'
import type { Payload } from 'payload'

import { apiError } from '@shop/domain/api-error'
import type { CatalogueCollection } from '@shop/domain/catalogue'
import { catalogueQuerySchema, catalogueReadMessages } from '@shop/domain/catalogue-reads'

import { catalogueCache, isCatalogueCollection, type CachedAnswer } from './catalogue-cache.ts'
import { listModels } from './listing.ts'

/** Browsers keep the answer but ask again each time; an unchanged one costs a 304. */
function send(req: Request, res: Response, answer: CachedAnswer): void {
  res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate')
  res.setHeader('ETag', answer.etag)
  if (req.headers['if-none-match'] === answer.etag) {
    res.status(304).end()
    return
  }
  res.type('application/json').send(answer.body)
}

function category(req: Request, res: Response): CatalogueCollection | null {
  const slug = String(req.params.category)
  if (isCatalogueCollection(slug)) return slug
  res.status(404).json(apiError(catalogueReadMessages.unknownCategory))
  return null
}

/** GET /api/catalogue/:category?page&limit&brand&q&sort&kind: one page of published models. */
export function catalogueListHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    const collection = category(req, res)
    if (!collection) return
    const parsed = catalogueQuerySchema.safeParse(req.query)
    if (!parsed.success) {
      const details = parsed.error.issues.map((issue) => issue.message)
      res.status(400).json(apiError(details[0] ?? catalogueReadMessages.invalidPage, details))
      return
    }
    const query = parsed.data
    const key = `list|${collection}|${JSON.stringify(query)}`
    send(req, res, await catalogueCache.answer(key, async () => {
      const entry = await catalogueCache.getCategory(payload, collection)
      return listModels(entry.models, entry.brands, query)
    }))
  }
}

/** GET /api/catalogue/:category/:slug: one published model, for its product page. */
export function catalogueModelHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    const collection = category(req, res)
    if (!collection) return
    const slug = String(req.params.slug)
    const entry = await catalogueCache.getCategory(payload, collection)
    const model = entry.bySlug.get(slug)
    if (!model) {
      res.status(404).json(apiError(catalogueReadMessages.unknownModel))
      return
    }
    send(req, res, await catalogueCache.answer(`model|${collection}|${slug}`, async () => model))
  }
}

/** GET /api/catalogue-pricing: the price table, from the same cache. */
export function cataloguePricingHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    send(req, res, await catalogueCache.answer('pricing', () => catalogueCache.getPricing(payload)))
  }
}
