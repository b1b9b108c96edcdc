import * as oidc from 'openid-client'
import type { Endpoint, PayloadRequest } from 'payload'

import { authMessages, googleSessionBodySchema } from '@shop/domain/auth'

import { customerForGoogle, type GoogleClaims } from '../auth/google/customer-for-google.ts'
import { clearFlowCookie, openFlow, sealFlow } from '../auth/google/flow-cookie.ts'
import { googleClient, googleConfigured, googleRedirectUri } from '../auth/google/oidc-client.ts'
import { issueSignInCode, redeemSignInCode } from '../auth/google/sign-in-code.ts'
import { HttpError } from '../http/http-error.ts'
import { endpoint, json, parseBody } from '../http/payload-endpoint.ts'
import { env } from '../lib/env.ts'
import { inTransaction } from '../lib/transaction.ts'

function safeReturnPath(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : '/'
}

function redirect(location: string, cookie?: string): Response {
  const headers: Record<string, string> = { Location: location, 'Cache-Control': 'no-store' }
  if (cookie) headers['Set-Cookie'] = cookie
  return new Response(null, { status: 302, headers })
}

/** GET /api/auth/providers: which external sign-ins the storefront may offer. */
const providers: Endpoint = {
  path: '/auth/providers',
  method: 'get',
  handler: endpoint(() => ({ google: googleConfigured() })),
}

/** GET /api/auth/google?returnTo=/profil: starts the authorization-code flow with PKCE. */
const start: Endpoint = {
  path: '/auth/google',
  method: 'get',
  handler: endpoint(async (req) => {
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
    const returnTo = safeReturnPath(req.searchParams.get('returnTo'))
    const secure = env().PUBLIC_URL.startsWith('https:')
    return redirect(url.href, sealFlow({ state, nonce, verifier, returnTo }, req.payload.secret, secure))
  }),
}

/**
 * GET /api/auth/google/callback: exchanges the code, finds or creates the customer and hands the
 * storefront a one-time code in the URL fragment (never sent to any server). The flow cookie stays:
 * it is what lets this browser, and no other, redeem the code (../auth/google/sign-in-code.ts).
 */
const callback: Endpoint = {
  path: '/auth/google/callback',
  method: 'get',
  handler: async (req: PayloadRequest) => {
    const publicUrl = env().PUBLIC_URL
    const failure = () => redirect(`${publicUrl}/#google_error=1`, clearFlowCookie())
    if (!googleConfigured()) return failure()
    const flow = openFlow(req.headers.get('cookie'), req.payload.secret)
    if (!flow) return failure()
    try {
      const config = await googleClient()
      const currentUrl = new URL(googleRedirectUri())
      currentUrl.search = req.searchParams.toString()
      const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      })
      const claims = tokens.claims() as GoogleClaims | undefined
      if (!claims) return failure()
      const code = await inTransaction(req, async () => {
        const outcome = await customerForGoogle(req, claims)
        if (!outcome.ok) {
          req.payload.logger.warn({ msg: 'google sign-in refused', reason: outcome.reason })
          return null
        }
        return issueSignInCode(req, outcome.customerId, flow)
      })
      if (!code) return failure()
      return redirect(`${publicUrl}${flow.returnTo}#${new URLSearchParams({ google_code: code })}`)
    } catch (error) {
      req.payload.logger.warn({ err: error, msg: 'google sign-in failed' })
      return failure()
    }
  },
}

/** POST /api/auth/google/session {code}: the browser that started the sign-in takes its session, once. */
const session: Endpoint = {
  path: '/auth/google/session',
  method: 'post',
  handler: endpoint(async (req) => {
    const { code } = await parseBody(req, googleSessionBodySchema, authMessages.googleCodeInvalid)
    const signedIn = await redeemSignInCode(req, code, openFlow(req.headers.get('cookie'), req.payload.secret))
    return json({ success: true, ...signedIn }, 200, { 'Set-Cookie': clearFlowCookie() })
  }),
}

export const googleSignInEndpoints = [providers, start, callback, session]
