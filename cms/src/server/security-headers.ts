import type { RequestHandler } from 'express'
import helmet from 'helmet'

import type { PaymentAdapter } from '../payments/payment-adapter.ts'

const oneYear = 365 * 24 * 60 * 60
const hsts = `max-age=${oneYear}; includeSubDomains`

/**
 * Storefront pages run only our own bundled scripts, so their policy forbids inline code.
 * Payload's admin (Next.js) hydrates with inline scripts and keeps a looser script policy;
 * every answer forbids framing.
 */
type Directives = Record<string, string[]>

/** Headers shared by every answer, with the content policy of the kind of page served. */
function policy(directives: Directives) {
  return helmet({
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        ...directives,
      },
    },
  })
}

/** The storefront's policy lets its pages reach the ways to pay's payment pages, as each declares them. */
const storefrontPolicy = (adapters: readonly PaymentAdapter[]) =>
  policy({
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...adapters.flatMap((adapter) => adapter.pageOrigins.connect)],
    formAction: ["'self'", ...adapters.flatMap((adapter) => adapter.pageOrigins.formAction)],
    frameSrc: ["'none'"],
  })

const adminPolicy = policy({
  scriptSrc: ["'self'", "'unsafe-inline'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
})

function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/') || path.startsWith('/_next/')
}

export function securityHeaders(adapters: readonly PaymentAdapter[]): RequestHandler {
  const storefront = storefrontPolicy(adapters)
  return (req, res, next) => {
    // Whatever FORCE_HTTPS says, a visitor who came in over HTTPS keeps to it (httpsOnly below adds it everywhere).
    if (req.secure) res.setHeader('Strict-Transport-Security', hsts)
    const policy = isAdminPath(req.path) ? adminPolicy : storefront
    policy(req, res, next)
  }
}

/**
 * FORCE_HTTPS: the shop is published at its https:// PUBLIC_URL, TLS ending at the proxy that
 * TRUST_PROXY names, which says how the visitor came in X-Forwarded-Proto (`req.secure`). Every
 * answer, the redirect included, carries HSTS (browsers heed it over HTTPS only), and plain HTTP goes
 * to the same path on PUBLIC_URL, never to a host the request named.
 */
export function httpsOnly(publicUrl: string): RequestHandler {
  const origin = new URL(publicUrl).origin
  return (req, res, next) => {
    res.setHeader('Strict-Transport-Security', hsts)
    // The orchestrator probes each instance directly over plain HTTP (the Dockerfile's HEALTHCHECK,
    // a load balancer's check), not through the TLS proxy: it needs the answer, not a redirect. The
    // answer holds no secret and sets no cookie.
    if (req.secure || req.path === '/api/health') return next()
    res.redirect(301, `${origin}${req.originalUrl}`)
  }
}
