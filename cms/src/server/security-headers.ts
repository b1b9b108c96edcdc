import type { RequestHandler } from 'express'
import helmet from 'helmet'

const oneYear = 365 * 24 * 60 * 60

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

const storefrontPolicy = policy({
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'", 'https://api.stripe.com'],
  formAction: ["'self'", 'https://checkout.stripe.com'],
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

export const securityHeaders: RequestHandler = (req, res, next) => {
  // HSTS only means something on a secure connection (directly or behind a TLS proxy).
  if (req.secure) res.setHeader('Strict-Transport-Security', `max-age=${oneYear}; includeSubDomains`)
  const policy = isAdminPath(req.path) ? adminPolicy : storefrontPolicy
  policy(req, res, next)
}

/** With FORCE_HTTPS, plain http is sent to https (health checks excepted: proxies probe them). */
export function httpsRedirect(enabled: boolean): RequestHandler {
  return (req, res, next) => {
    if (!enabled || req.secure || req.path === '/api/health') return next()
    res.redirect(301, `https://${req.get('host') ?? 'localhost'}${req.originalUrl}`)
  }
}
