import { googleFlowMinutes } from '@shop/domain/browser-storage'

import { sameSecret, signature } from '../../security/tokens.ts'

/**
 * State, nonce and PKCE verifier of one sign-in travel in a short-lived, HMAC-signed, httpOnly
 * cookie: nothing to store server-side, nothing readable or forgeable by the page.
 */
const flowCookieName = 'shop_google_flow'
const lifetimeSeconds = googleFlowMinutes * 60

export type GoogleFlow = { state: string; nonce: string; verifier: string; returnTo: string; expires: number }

export function sealFlow(flow: Omit<GoogleFlow, 'expires'>, secret: string, secure: boolean): string {
  const payload = Buffer.from(JSON.stringify({ ...flow, expires: Date.now() + lifetimeSeconds * 1000 })).toString('base64url')
  const value = `${payload}.${signature(secret, payload)}`
  return `${flowCookieName}=${value}; Path=/api/auth/google; HttpOnly; SameSite=Lax; Max-Age=${lifetimeSeconds}${secure ? '; Secure' : ''}`
}

export function clearFlowCookie(): string {
  return `${flowCookieName}=; Path=/api/auth/google; HttpOnly; SameSite=Lax; Max-Age=0`
}

export function openFlow(cookieHeader: string | null, secret: string): GoogleFlow | null {
  const raw = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${flowCookieName}=`))
    ?.slice(flowCookieName.length + 1)
  const [payload, given] = raw?.split('.') ?? []
  if (!payload || !given || !sameSecret(given, signature(secret, payload))) return null
  try {
    const flow = JSON.parse(Buffer.from(payload, 'base64url').toString()) as GoogleFlow
    return flow.expires > Date.now() ? flow : null
  } catch {
    return null
  }
}
