import compression from 'compression'
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express'
import type { Payload } from 'payload'

import { apiError } from '@shop/domain/api-error'
import { messages } from '@shop/domain/messages'

import { cartQuoteHandler } from '../cart/quote-route.ts'
import { catalogueCache } from '../catalogue-reads/catalogue-cache.ts'
import { catalogueListHandler, catalogueModelHandler, cataloguePricingHandler } from '../catalogue-reads/routes.ts'
import { customerPhotoUploadHandler } from '../collections/CustomerPhotos/upload-route.ts'
import { healthHandler } from './health.ts'
import { restQueryGuard } from './rest-query-guard.ts'
import { searchHandler } from './search-route.ts'
import { robotsHandler, sitemapHandler } from './sitemap.ts'
import { httpsRedirect, securityHeaders } from './security-headers.ts'
import { storefrontRouter } from './storefront.ts'

type AppOptions = {
  payload: Payload
  nextHandler: RequestHandler
  storefrontDist: string
  publicDir: string
  mediaDir: string
  publicUrl: string
  forceHttps: boolean
  trustProxy: string
}

const nextPrefixes = ['/admin', '/api/', '/_next/', '/__nextjs']

function servedByNext(path: string): boolean {
  return path === '/admin' || path === '/api' || nextPrefixes.some((prefix) => path.startsWith(prefix))
}

/**
 * One origin for everything: our own routes first, then Payload (admin and REST, through Next),
 * then the storefront. No body parser sits in front of Next: Payload reads raw bodies itself.
 */
export function createApp(options: AppOptions): Express {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', parseTrustProxy(options.trustProxy))

  app.use(httpsRedirect(options.forceHttps))
  // Endpoints behind Next read the visitor's address from here (trust-proxy aware), never
  // from a header the visitor could have written.
  app.use((req, _res, next) => {
    req.headers['x-shop-client-ip'] = req.ip ?? 'unknown'
    next()
  })
  app.use(securityHeaders)

  app.get('/api/health', healthHandler(options.payload))
  app.get('/sitemap.xml', compression(), sitemapHandler(options.payload, options.publicUrl))
  app.get('/robots.txt', robotsHandler(options.publicUrl))
  app.get('/api/search', compression(), searchHandler(options.payload))
  app.get('/api/catalogue-pricing', cataloguePricingHandler(options.payload))
  app.get('/api/catalogue/:category', catalogueListHandler(options.payload))
  app.get('/api/catalogue/:category/:slug', catalogueModelHandler(options.payload))
  app.post('/api/customer-photos', customerPhotoUploadHandler(options.payload))
  app.post('/api/cart/quote', express.json({ limit: '64kb' }), cartQuoteHandler(options.payload))
  app.use('/api', restQueryGuard(options.payload, options.mediaDir))

  const storefront = storefrontRouter({
    distDir: options.storefrontDist,
    publicDir: options.publicDir,
    phoneExists: (slug) => catalogueCache.hasModel(options.payload, 'phones', slug),
  })
  const compressed = compression()
  app.use((req, res, next) => {
    if (servedByNext(req.path)) return options.nextHandler(req, res, next)
    compressed(req, res, () => storefront(req, res, next))
  })
  app.use(jsonErrors(options.payload))
  return app
}

/** Our own routes fail in JSON and in French, logged with context, never with a stack trace. */
function jsonErrors(payload: Payload): ErrorRequestHandler {
  return (error: { status?: number; statusCode?: number }, req, res, _next) => {
    const status = error.status ?? error.statusCode ?? 500
    if (status >= 500) payload.logger.error({ err: error, msg: `${req.method} ${req.originalUrl}` })
    const text = status === 413 ? messages.api.tooLarge : status < 500 ? messages.api.invalidQuery : messages.api.server
    res.status(status >= 400 && status < 600 ? status : 500).json(apiError(text))
  }
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true
  if (value === 'false') return false
  return /^\d+$/.test(value) ? Number(value) : value
}
