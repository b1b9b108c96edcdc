import { createHmac, timingSafeEqual } from 'node:crypto'

import { googleFlowMinutes } from '@shop/domain/browser-storage'

/**
 * State, nonce and PKCE verifier of one sign-in travel in a short-lived, HMAC-signed, httpOnly
 * cookie: nothing to store server-side, nothing readable or forgeable by the page.
 */
export const flowCookieName = 'shop_google_flow'
const lifetimeSeconds = googleFlowMinutes * 60

export type GoogleFlow = { state: string; nonce: string; verifier: string; returnTo: string; expires: number }

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url')
}

export function sealFlow(flow: Omit<GoogleFlow, 'expires'>, secret: string, secure: boolean): string {
  const payload = Buffer.from(JSON.stringify({ ...flow, expires: Date.now() + lifetimeSeconds * 1000 })).toString('base64url')
  const value = `${payload}.${sign(payload, secret)}`
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
  const [payload, signature] = raw?.split('.') ?? []
  if (!payload || !signature) return null
  const expected = Buffer.from(sign(payload, secret))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const flow = JSON.parse(Buffer.from(payload, 'base64url').toString()) as GoogleFlow
    return flow.expires > Date.now() ? flow : null
  } catch {
    return null
  }
}
