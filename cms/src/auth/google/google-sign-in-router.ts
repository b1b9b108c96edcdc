import { type Response, Router } from 'express'
import * as oidc from 'openid-client'
import type { Payload } from 'payload'

import { authMessages, googleSessionBodySchema } from '@shop/domain/auth'

import { customerForGoogle, type GoogleClaims } from './customer-for-google.ts'
import { clearFlowCookie, openFlow, sealFlow } from './flow-cookie.ts'
import { googleClient, googleConfigured, googleRedirectUri } from './oidc-client.ts'
import { issueSignInCode, redeemSignInCode } from './sign-in-code.ts'
import { bodyOf } from '../../http/express-body.ts'
import { HttpError } from '../../http/http-error.ts'
import { noStore } from '../../http/no-store.ts'
import { payloadRequestOf } from '../../http/payload-request.ts'
import { env } from '../../lib/env.ts'
import { inTransaction } from '../../lib/transaction.ts'
import { jsonBody } from '../../http/body-readers.ts'

function safeReturnPath(value: unknown): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : '/'
}

function redirect(res: Response, location: string, cookie?: string): void {
  if (cookie) res.setHeader('Set-Cookie', cookie)
  res.status(302).setHeader('Location', location)
  res.end()
}

/** Sign-in with Google (OpenID Connect, authorization code with PKCE), hidden when not configured. */
export function googleSignInRouter(payload: Payload): Router {
  const router = Router()

  /** GET /api/auth/providers: which external sign-ins the storefront may offer. */
  router.get('/api/auth/providers', noStore, (_req, res) => {
    res.json({ google: googleConfigured() })
  })

  /** GET /api/auth/google?returnTo=/profil: starts the authorization-code flow with PKCE. */
  router.get('/api/auth/google', noStore, async (req, res) => {
    if (!googleConfigured()) throw new HttpError(404, authMessages.googleUnavailable)
    const config = await googleClient()
    const verifier = oidc.randomPKCECodeVerifier()
    const state = oidc.randomState()
    const nonce = oidc.randomNonce()
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: googleRedirectUri(),
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    })
    const returnTo = safeReturnPath(req.query.returnTo)
    const secure = env().PUBLIC_URL.startsWith('https:')
    redirect(res, url.href, sealFlow({ state, nonce, verifier, returnTo }, payload.secret, secure))
  })

  /**
   * GET /api/auth/google/callback: exchanges the code, finds or creates the customer and hands the
   * storefront a one-time code in the URL fragment (never sent to any server). The flow cookie stays:
   * it is what lets this browser, and no other, redeem the code (../../auth/google/sign-in-code.ts).
   */
  router.get('/api/auth/google/callback', noStore, async (req, res) => {
    const publicUrl = env().PUBLIC_URL
    const failure = () => redirect(res, `${publicUrl}/#google_error=1`, clearFlowCookie())
    if (!googleConfigured()) return failure()
    const flow = openFlow(req.get('cookie') ?? null, payload.secret)
    if (!flow) return failure()
    try {
      const config = await googleClient()
      const currentUrl = new URL(googleRedirectUri())
      currentUrl.search = req.originalUrl.split('?')[1] ?? ''
      const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      })
      const claims = tokens.claims() as GoogleClaims | undefined
      if (!claims) return failure()
      const local = await payloadRequestOf(payload, req)
      const code = await inTransaction(local, async () => {
        const outcome = await customerForGoogle(local, claims)
        if (!outcome.ok) {
          payload.logger.warn({ msg: 'google sign-in refused', reason: outcome.reason })
          return null
        }
        return issueSignInCode(local, outcome.customerId, flow)
      })
      if (!code) return failure()
      redirect(res, `${publicUrl}${flow.returnTo}#${new URLSearchParams({ google_code: code })}`)
    } catch (error) {
      payload.logger.warn({ err: error, msg: 'google sign-in failed' })
      failure()
    }
  })

  /** POST /api/auth/google/session {code}: the browser that started the sign-in takes its session, once. */
  router.post('/api/auth/google/session', noStore, jsonBody, async (req, res) => {
    const { code } = bodyOf(req, googleSessionBodySchema, authMessages.googleCodeInvalid)
    const signedIn = await redeemSignInCode(await payloadRequestOf(payload, req), code, openFlow(req.get('cookie') ?? null, payload.secret))
    res.setHeader('Set-Cookie', clearFlowCookie())
    res.json({ success: true, ...signedIn })
  })

  return router
}
