import type { AddressInfo } from 'node:net'
import http from 'node:http'

import { Provider } from 'oidc-provider'

export type FakeGoogle = {
  issuer: string
  clientId: string
  clientSecret: string
  stop: () => Promise<void>
}

/**
 * A real OpenID Connect provider (oidc-provider) standing in for Google. Its development login
 * form accepts any login; the login text chooses the account's claims:
 *   `verified:<email>`, `unverified:<email>`, or anything else (an account with no e-mail).
 */
export async function startFakeGoogle(redirectUri: string): Promise<FakeGoogle> {
  const clientId = 'boutique-test'
  const clientSecret = 'secret-de-test-pour-le-fournisseur-oidc'
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => {
        const [kind, email] = sub.split(':')
        const withEmail = (kind === 'verified' || kind === 'unverified') && email
        return {
          sub,
          given_name: 'Léa',
          family_name: 'Google',
          ...(withEmail ? { email, email_verified: kind === 'verified' } : {}),
        }
      },
    }),
  })
  server.on('request', provider.callback())
  return {
    issuer,
    clientId,
    clientSecret,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
