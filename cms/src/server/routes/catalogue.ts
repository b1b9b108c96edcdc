import { gzipSync } from 'node:zlib'

import type { Request, RequestHandler, Response } from 'express'
import type { Payload } from 'payload'

import type { CatalogueCollection } from '@shop/domain/catalogue'
import { catalogueQuerySchema, catalogueReadMessages } from '@shop/domain/catalogue-reads'

import { catalogueCache, isCatalogueCollection, type CachedAnswer } from '../../catalogue-reads/catalogue-cache.ts'
import { listModels } from '../../catalogue-reads/listing.ts'
import { HttpError, invalidInput } from '../../http/http-error.ts'

const opaqueTag = (tag: string) => tag.trim().replace(/^W\//, '')

/**
 * If-None-Match compared weakly, as RFC 9110 asks of a server. Not express's `req.fresh`: it
 * answers 200 to any `Cache-Control: no-cache`, which fetch() adds to every conditional request.
 */
function unchanged(req: Request, etag: string): boolean {
  const header = req.headers['if-none-match']
  if (!header) return false
  return header.trim() === '*' || header.split(',').some((tag) => opaqueTag(tag) === opaqueTag(etag))
}

/**
 * Browsers keep the answer but ask again each time; an unchanged one costs a 304. The body is
 * compressed once per cached answer rather than on every request.
 */
function send(req: Request, res: Response, answer: CachedAnswer): void {
  res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate')
  res.setHeader('ETag', answer.etag)
  res.setHeader('Vary', 'Accept-Encoding')
  if (unchanged(req, answer.etag)) {
    res.status(304).end()
    return
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  if (req.acceptsEncodings('gzip', 'identity') !== 'gzip') {
    res.end(answer.body)
    return
  }
  answer.gzipped ??= gzipSync(answer.body)
  res.setHeader('Content-Encoding', 'gzip')
  res.end(answer.gzipped)
}

function category(req: Request): CatalogueCollection {
  const slug = String(req.params.category)
  if (!isCatalogueCollection(slug)) throw new HttpError(404, catalogueReadMessages.unknownCategory)
  return slug
}

/** GET /api/catalogue/:category?page&limit&brand&q&sort&kind: one page of published models. */
export function catalogueListHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    const collection = category(req)
    const parsed = catalogueQuerySchema.safeParse(req.query)
    if (!parsed.success) throw invalidInput(parsed.error, catalogueReadMessages.invalidPage)
    const query = parsed.data
    // Only consoles mix two kinds of product: elsewhere the filter could only empty the page.
    if (query.kind && collection !== 'consoles') throw new HttpError(400, catalogueReadMessages.kindOnlyForConsoles)
    const key = `list|${collection}|${JSON.stringify(query)}`
    send(
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
export function catalogueModelHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    const collection = category(req)
    const slug = String(req.params.slug)
    const entry = await catalogueCache.getCategory(payload, collection)
    const model = entry.bySlug.get(slug)
    if (!model) throw new HttpError(404, catalogueReadMessages.unknownModel)
    send(req, res, await catalogueCache.answer(collection, `model|${collection}|${slug}`, async () => model))
  }
}

/** GET /api/catalogue-pricing: the price table, from the same cache. */
export function cataloguePricingHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    send(req, res, await catalogueCache.answer('pricing', 'pricing', () => catalogueCache.getPricing(payload)))
  }
}

/**
 * GET /api/get-phone-models: the contract's list of published phones
 * (`{phones:[{id,name,brand,model,year,image_url}]}`), newest first, from the same cache.
 */
export function phoneModelsHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    send(
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
