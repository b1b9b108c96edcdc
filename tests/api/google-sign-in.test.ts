import { customerData } from '@shop/seed/factories'
import { describe, expect, it } from 'vitest'

import { baseUrl, request, sql } from '../support/api.ts'
import { signInThroughProvider } from '../support/browserless-oidc.ts'
import { registeredCustomer, visitor } from '../support/customers.ts'

function sessionFrom(landing: URL) {
  const fragment = new URLSearchParams(landing.hash.slice(1))
  return { token: fragment.get('google_session'), error: fragment.get('google_error') }
}

describe('Google sign-in (OpenID Connect, authorization code with PKCE)', () => {
  it('is announced to the storefront when configured', async () => {
    expect((await request('/api/auth/providers')).body).toEqual({ google: true })
  })

  it('sends the browser to the provider with PKCE, state and nonce', async () => {
    const res = await request('/api/auth/google?returnTo=/profil')
    expect(res.status).toBe(302)
    const location = new URL(res.headers.get('location') as string)
    expect(location.searchParams.get('code_challenge_method')).toBe('S256')
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(location.searchParams.get('state')).toMatch(/^[\w-]{43}$/)
    expect(location.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/)
    expect(location.searchParams.get('redirect_uri')).toBe(`${baseUrl()}/api/auth/google/callback`)
    expect(res.headers.get('set-cookie')).toMatch(/^shop_google_flow=.+HttpOnly; SameSite=Lax/)
  })

  it('creates a customer for a new verified Google account and opens a session', async () => {
    const email = customerData().email
    const landing = await signInThroughProvider(`${baseUrl()}/api/auth/google?returnTo=/profil?onglet=1`, `verified:${email}`)
    expect(landing.pathname).toBe('/profil')
    expect(landing.search).toBe('?onglet=1')
    const { token } = sessionFrom(landing)
    const profile = await visitor().get('/api/client-management?action=get_profile', token as string)
    expect(profile.status).toBe(200)
    expect(profile.body.client).toMatchObject({ email, first_name: 'Léa', last_name: 'Google' })
    const rows = await sql('select created_via, google_subject from customers where email = $1', [email])
    expect(rows[0]).toEqual({ created_via: 'google', google_subject: `verified:${email}` })
  })

  it('signs into an existing customer only when the provider says the e-mail is verified', async () => {
    const customer = await registeredCustomer()
    const refused = await signInThroughProvider(`${baseUrl()}/api/auth/google`, `unverified:${customer.email}`)
    expect(sessionFrom(refused)).toEqual({ token: null, error: '1' })
    expect((await sql('select google_subject from customers where email = $1', [customer.email]))[0].google_subject).toBeNull()

    const accepted = await signInThroughProvider(`${baseUrl()}/api/auth/google`, `verified:${customer.email}`)
    const { token } = sessionFrom(accepted)
    const profile = await visitor().get('/api/client-management?action=get_profile', token as string)
    expect(profile.body.client.email).toBe(customer.email)
    expect(profile.body.client.last_name).toBe(customer.lastName)
  })

  it('refuses a callback without its flow cookie or with a forged state', async () => {
    const forged = await request('/api/auth/google/callback?code=abc&state=xyz')
    expect(forged.status).toBe(302)
    expect(forged.headers.get('location')).toMatch(/#google_error=1$/)
  })
})
