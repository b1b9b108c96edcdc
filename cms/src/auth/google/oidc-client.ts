import * as oidc from 'openid-client'

import { env } from '../../lib/env.ts'

let configuration: Promise<oidc.Configuration> | undefined

export function googleConfigured(): boolean {
  return Boolean(env().GOOGLE_CLIENT_ID && env().GOOGLE_CLIENT_SECRET)
}

/**
 * The provider's metadata, discovered once per process (again after a failure). Plain http is
 * accepted only for a local issuer, which is what the tests run.
 */
export function googleClient(): Promise<oidc.Configuration> {
  const { GOOGLE_ISSUER, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET } = env()
  const issuer = new URL(GOOGLE_ISSUER)
  const local = issuer.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(issuer.hostname)
  configuration ??= oidc
    .discovery(
      issuer,
      GOOGLE_CLIENT_ID ?? '',
      GOOGLE_CLIENT_SECRET,
      undefined,
      local ? { execute: [oidc.allowInsecureRequests] } : undefined,
    )
    .catch((error: unknown) => {
      configuration = undefined
      throw error
    })
  return configuration
}

export function googleRedirectUri(): string {
  return `${env().PUBLIC_URL}/api/auth/google/callback`
}
