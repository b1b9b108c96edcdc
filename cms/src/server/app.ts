import compression from 'compression'
import express, { type Express, type RequestHandler } from 'express'
import type { Payload } from 'payload'

import { catalogueCache } from '../catalogue-reads/catalogue-cache.ts'
import { catalogueDocument } from '../catalogue-reads/page-documents.ts'
import { clientKeyHeader, clientKeyOf } from '../http/client-key.ts'
import { countApiBodies } from '../http/body-limit.ts'
import { applyPaymentOutcome } from '../checkout/payment-outcome.ts'
import { closeCheckout } from '../checkout/close-checkout.ts'
import { jsonErrors } from '../http/express-errors.ts'
import { paymentAdapters } from '../payments/adapters.ts'
import type { CheckoutNews } from '../payments/payment-adapter.ts'
import { serverTiming } from '../http/server-timing.ts'
import { payloadBodyLimit } from './body-limits.ts'
import { restQueryGuard } from './rest-query-guard.ts'
import { accountRouter } from '../personal-data/account-router.ts'
import { adminAuthRouter } from '../dashboard/auth/admin-auth-router.ts'
import { analyticsRouter } from '../dashboard/analytics/analytics-router.ts'
import { assistantRouter } from '../assistant/assistant-router.ts'
import { cartRouter } from '../checkout/cart-quote-router.ts'
import { catalogueRouter } from './routes/catalogue.ts'
import { checkoutRouter } from '../checkout/checkout-router.ts'
import { clientOrdersRouter } from '../personal-data/client-orders-router.ts'
import { customerAuthRouter } from '../auth/customer-auth-router.ts'
import { customerPhotosRouter } from '../checkout/customer-photos-router.ts'
import { deliveryModesRouter } from './routes/delivery-modes.ts'
import { mediaFilesRouter } from './routes/media-files.ts'
import { pageContentRouter } from './routes/page-content.ts'
import { dashboardRouter } from '../dashboard/dashboard-router.ts'
import { formsRouter } from '../forms/forms-router.ts'
import { googleSignInRouter } from '../auth/google/google-sign-in-router.ts'
import { healthRouter } from './routes/health.ts'
import { invoicesRouter } from '../invoices/invoices-router.ts'
import { newsletterRouter } from '../newsletter/newsletter-router.ts'
import { orderTrackingRouter } from '../checkout/order-tracking-router.ts'
import { personalDataRouter } from '../personal-data/personal-data-router.ts'
import { reviewsRouter } from '../satisfaction/reviews-router.ts'
import { satisfactionRouter } from '../satisfaction/satisfaction-router.ts'
import { searchRouter } from '../search/search-router.ts'
import { sitemapRouter } from './routes/sitemap.ts'
import { withdrawalFormRouter } from '../withdrawals/withdrawal-form-router.ts'
import { withdrawalsRouter } from '../withdrawals/withdrawals-router.ts'
import { httpsOnly, securityHeaders } from './security-headers.ts'
import { storefrontRouter } from './routes/storefront-pages.ts'
import { recognizeStaffMediaWrites } from './staff-media-writes.ts'
import { staffResetGate } from './staff-reset-gate.ts'

type AppOptions = {
  payload: Payload
  nextHandler: RequestHandler
  storefrontDist: string
  publicDir: string
  publicUrl: string
  forceHttps: boolean
  trustProxy: string
  /** Server-Timing on each API answer (../http/server-timing.ts): SERVER_TIMING=1, never in production. */
  serverTiming: boolean
}

// '/admin/', not '/admin': the storefront's /admin-login is not Payload's.
const nextPrefixes = ['/admin/', '/api/', '/_next/', '/__nextjs']

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

  const { payload } = options
  const adapters = paymentAdapters(payload)
  if (options.forceHttps) app.use(httpsOnly(options.publicUrl))
  app.use(securityHeaders(adapters))
  app.use(serverTiming(options.serverTiming))
  // Before every reader, ours and Next's alike: each body under /api is counted from its first
  // byte, and held to the bound its route declares where it reads it (Payload's in front of Next;
  // a staff member's upload to the media library has a larger one).
  app.use(recognizeStaffMediaWrites(options.payload))
  app.use(countApiBodies())

  // Every route of ours, by feature, each router with its own paths and body readers, each way
  // to pay with its own doors, handing what they learn to the checkout. Mounted before Next, so
  // that a path of ours is never Payload's REST.
  const news: CheckoutNews = {
    applyOutcome: (state, outcomeOptions) => applyPaymentOutcome(payload, state, outcomeOptions),
    closeCheckout: (order, sessionId) => closeCheckout(payload, order, sessionId),
  }
  app.use(
    healthRouter(payload),
    sitemapRouter(payload, options.publicUrl),
    catalogueRouter(payload),
    deliveryModesRouter(payload),
    pageContentRouter(payload),
    mediaFilesRouter(payload),
    searchRouter(payload),
    assistantRouter(payload),
    customerPhotosRouter(payload),
    cartRouter(payload),
    checkoutRouter(payload),
    ...adapters.map((adapter) => adapter.router(news)),
    clientOrdersRouter(payload),
    orderTrackingRouter(payload),
    invoicesRouter(payload),
    withdrawalsRouter(payload),
    withdrawalFormRouter(payload),
    satisfactionRouter(payload),
    reviewsRouter(payload),
    formsRouter(payload),
    newsletterRouter(payload),
    analyticsRouter(payload),
    customerAuthRouter(payload),
    googleSignInRouter(payload),
    accountRouter(payload),
    personalDataRouter(payload),
    adminAuthRouter(payload),
    dashboardRouter(payload),
  )
  app.use('/api', payloadBodyLimit)
  app.post('/api/users/forgot-password', staffResetGate)
  app.use('/api', restQueryGuard(options.payload))

  const storefront = storefrontRouter({
    distDir: options.storefrontDist,
    publicDir: options.publicDir,
    origin: options.publicUrl,
    phoneExists: (slug) => catalogueCache.hasModel(options.payload, 'phones', slug),
    catalogueDocument: (pathname, needs, render) => catalogueDocument(options.payload, pathname, needs, render),
    onRenderError: (error, pathname) => options.payload.logger.error({ err: error, msg: `Rendu serveur de ${pathname} impossible` }),
  })
  const compressed = compression()
  app.use((req, res, next) => {
    if (servedByNext(req.path)) {
      // Payload's hooks (the staff sign-in limits) read the visitor's limiter key from here
      // (trust-proxy aware, IPv6 by its /64), never from a header the visitor could have written.
      req.headers[clientKeyHeader] = clientKeyOf(req)
      return options.nextHandler(req, res, next)
    }
    compressed(req, res, () => storefront(req, res, next))
  })
  app.use(jsonErrors(options.payload))
  return app
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true
  if (value === 'false') return false
  return /^\d+$/.test(value) ? Number(value) : value
}
