import compression from 'compression'
import express, { type Express, type RequestHandler } from 'express'
import type { Payload } from 'payload'

import { catalogueCache } from '../catalogue-reads/catalogue-cache.ts'
import { catalogueDocument } from '../catalogue-reads/page-documents.ts'
import { configuredStripe } from '../payments/gateway.ts'
import { clientKeyOf } from '../http/client-key.ts'
import { bodyLimit } from '../http/body-limit.ts'
import { jsonErrors } from '../http/express-errors.ts'
import { apiBodyLimits, jsonBodyMaxBytes } from './body-limits.ts'
import { restQueryGuard } from './rest-query-guard.ts'
import { adminLoginHandler, adminLogoutHandler, adminVerifyHandler } from './routes/admin-auth.ts'
import { analyticsEventHandler, analyticsLimit } from './routes/analytics.ts'
import { assistantHandler } from './routes/assistant.ts'
import { dashboardRoutes } from './routes/dashboard.ts'
import { cartQuoteHandler } from './routes/cart-quote.ts'
import { confirmOrderHandler, createPaymentHandler, formValidationHandler } from './routes/checkout.ts'
import { cancelClientOrderHandler, clientOrdersHandler } from './routes/client-orders.ts'
import { offlinePaymentHandler, offlinePaymentPageHandler } from './routes/offline-payment.ts'
import { formHandler } from './routes/forms.ts'
import { newsletterConfirmHandler, newsletterUnsubscribeHandler } from './routes/newsletter.ts'
import { withdrawalHandler } from './routes/withdrawals.ts'
import { orderTrackingHandler } from './routes/order-tracking.ts'
import { stripeWebhookHandler } from './routes/stripe-webhook.ts'
import { catalogueListHandler, catalogueModelHandler, cataloguePricingHandler, phoneModelsHandler } from './routes/catalogue.ts'
import { customerPhotoUploadHandler } from './routes/customer-photos.ts'
import { healthHandler } from './routes/health.ts'
import { searchHandler } from './routes/search.ts'
import { robotsHandler, sitemapHandler } from './routes/sitemap.ts'
import { httpsOnly, securityHeaders } from './security-headers.ts'
import { storefrontRouter } from './routes/storefront-pages.ts'
import { sqlTiming } from './sql-timing.ts'
import { staffResetGate } from './staff-reset-gate.ts'

type AppOptions = {
  payload: Payload
  nextHandler: RequestHandler
  storefrontDist: string
  publicDir: string
  publicUrl: string
  forceHttps: boolean
  trustProxy: string
  /** Server-Timing with each API answer's SQL statements (./sql-timing.ts): SQL_TIMING=1, never in production. */
  sqlTiming: boolean
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

  if (options.forceHttps) app.use(httpsOnly(options.publicUrl))
  // Endpoints behind Next read the visitor's limiter key from here (trust-proxy aware, IPv6 by
  // its /64), never from a header the visitor could have written.
  app.use((req, _res, next) => {
    req.headers['x-shop-client-ip'] = clientKeyOf(req)
    next()
  })
  app.use(securityHeaders)
  app.use(sqlTiming(options.sqlTiming))
  // Before every reader, ours and Next's alike: no body under /api is read past its route's limit.
  app.use(bodyLimit(apiBodyLimits(options.payload)))

  app.get('/api/health', healthHandler(options.payload))
  app.get('/sitemap.xml', compression(), sitemapHandler(options.payload, options.publicUrl))
  app.get('/robots.txt', robotsHandler(options.publicUrl))
  app.get('/api/search', searchHandler(options.payload))
  app.get('/api/assistant', assistantHandler(options.payload))
  app.get('/api/catalogue-pricing', cataloguePricingHandler(options.payload))
  app.get('/api/get-phone-models', phoneModelsHandler(options.payload))
  app.get('/api/catalogue/:category', catalogueListHandler(options.payload))
  app.get('/api/catalogue/:category/:slug', catalogueModelHandler(options.payload))
  app.post('/api/customer-photos', customerPhotoUploadHandler(options.payload))
  const json = express.json({ limit: jsonBodyMaxBytes })
  app.post('/api/cart/quote', json, cartQuoteHandler(options.payload))
  app.post('/api/form-validation', json, formValidationHandler(options.payload))
  app.post('/api/create-payment', json, createPaymentHandler(options.payload))
  app.post('/api/confirm-order', json, confirmOrderHandler(options.payload))
  app.get('/api/get-client-orders', clientOrdersHandler(options.payload))
  app.post('/api/get-client-orders', json, cancelClientOrderHandler(options.payload))
  app.post('/api/order-tracking', json, orderTrackingHandler(options.payload))
  const urlencoded = express.urlencoded({ extended: false, limit: jsonBodyMaxBytes })
  app.post('/api/forms/:form', json, urlencoded, formHandler(options.payload))
  app.post('/api/newsletter/confirm', json, newsletterConfirmHandler(options.payload))
  // Mail clients' one-click unsubscribe posts `List-Unsubscribe=One-Click` urlencoded (RFC 8058).
  app.post('/api/newsletter/unsubscribe', json, urlencoded, newsletterUnsubscribeHandler(options.payload))
  app.post('/api/withdrawals', json, withdrawalHandler(options.payload))
  // Stripe signs the exact bytes it sent: the body stays raw until the signature is checked.
  app.post(
    '/api/stripe-webhook',
    express.raw({ type: () => true, limit: jsonBodyMaxBytes }),
    stripeWebhookHandler(options.payload, configuredStripe()),
  )
  app.get('/api/offline-payment', offlinePaymentPageHandler(options.payload))
  app.post('/api/offline-payment', urlencoded, offlinePaymentHandler(options.payload))
  app.post('/api/analytics/events', analyticsLimit, json, analyticsEventHandler(options.payload))
  app.post('/api/admin-auth', json, adminLoginHandler(options.payload))
  app.get('/api/admin-auth', adminVerifyHandler(options.payload))
  app.delete('/api/admin-auth', adminLogoutHandler(options.payload))
  const dashboard = dashboardRoutes(options.payload)
  app.get('/api/dashboard/overview', dashboard.overview)
  app.get('/api/dashboard/orders', dashboard.orders)
  app.get('/api/dashboard/orders/:id', dashboard.order)
  app.post('/api/dashboard/orders/:id/status', json, dashboard.orderStatus)
  app.get('/api/dashboard/invoices/:id', dashboard.invoice)
  app.get('/api/dashboard/photos/:kind/:id', dashboard.photo)
  app.get('/api/dashboard/customers', dashboard.customers)
  app.get('/api/dashboard/customer', dashboard.customer)
  app.get('/api/dashboard/tickets', dashboard.tickets)
  app.get('/api/dashboard/tickets/:id', dashboard.ticket)
  app.patch('/api/dashboard/tickets/:id', json, dashboard.ticketUpdate)
  app.post('/api/dashboard/tickets/:id/reply', json, dashboard.ticketReply)
  app.get('/api/dashboard/analytics', dashboard.analytics)
  app.get('/api/dashboard/export/:tab', dashboard.export)
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
    if (servedByNext(req.path)) return options.nextHandler(req, res, next)
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
