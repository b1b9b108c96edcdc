import { customerData } from '@shop/seed/factories'
import { describe, expect, it } from 'vitest'

import { authMessages } from '@shop/domain/auth'

import { baseUrl, request, sql } from '../support/api.ts'
import { signInThroughProvider } from '../support/browserless-oidc.ts'
import { registeredCustomer, visitor } from '../support/customers.ts'

/** A sign-in through the fake provider: where the browser lands, with the code and the cookies it holds. */
async function googleSignIn(startUrl: string, login: string) {
  const { landing, cookie } = await signInThroughProvider(startUrl, login)
  const fragment = new URLSearchParams(landing.hash.slice(1))
  return { landing, cookie, code: fragment.get('google_code'), error: fragment.get('google_error') }
}

/** The storefront's redemption of a code, with the cookies of some browser (or none). */
function redeem(code: string | null, cookie?: string) {
  return request('/api/auth/google/session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify({ code }),
  })
}

async function customerId(email: string): Promise<number> {
  return (await sql('select id from customers where email = $1', [email]))[0].id
}

/** Sessions a browser could keep (the two-minute pending one of a code does not count). */
async function keptSessions(email: string): Promise<number> {
  const rows = await sql(
    `select count(*)::int as count from customer_sessions
     where customer_id = $1 and revoked_at is null and expires_at > now() + interval '1 hour'`,
    [await customerId(email)],
  )
  return rows[0].count
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
    const { landing, cookie, code } = await googleSignIn(`${baseUrl()}/api/auth/google?returnTo=/profil?onglet=1`, `verified:${email}`)
    expect(landing.pathname).toBe('/profil')
    expect(landing.search).toBe('?onglet=1')
    expect(landing.hash).toMatch(/^#google_code=[\w.-]+$/)
    const redeemed = await redeem(code, cookie)
    expect(redeemed.status).toBe(200)
    expect(redeemed.body).toMatchObject({ success: true, client: { email, first_name: 'Léa', last_name: 'Google' } })
    expect(redeemed.headers.get('set-cookie')).toMatch(/^shop_google_flow=; Path=\/api\/auth\/google; HttpOnly; SameSite=Lax; Max-Age=0/)
    const profile = await visitor().get('/api/client-management?action=get_profile', redeemed.body.sessionToken)
    expect(profile.status).toBe(200)
    expect(profile.body.client).toMatchObject({ email, first_name: 'Léa', last_name: 'Google' })
    const rows = await sql('select created_via, google_subject from customers where email = $1', [email])
    expect(rows[0]).toEqual({ created_via: 'google', google_subject: `verified:${email}` })
  })

  it('signs into an existing customer only when the provider says the e-mail is verified', async () => {
    const customer = await registeredCustomer()
    const refused = await googleSignIn(`${baseUrl()}/api/auth/google`, `unverified:${customer.email}`)
    expect({ code: refused.code, error: refused.error }).toEqual({ code: null, error: '1' })
    expect((await sql('select google_subject from customers where email = $1', [customer.email]))[0].google_subject).toBeNull()

    const accepted = await googleSignIn(`${baseUrl()}/api/auth/google`, `verified:${customer.email}`)
    const redeemed = await redeem(accepted.code, accepted.cookie)
    const profile = await visitor().get('/api/client-management?action=get_profile', redeemed.body.sessionToken)
    expect(profile.body.client.email).toBe(customer.email)
    expect(profile.body.client.last_name).toBe(customer.lastName)
  })

  it('takes over an account whose address was never proved: its password and sessions end', async () => {
    const attacker = await registeredCustomer()
    const attackerSession = await visitor().post('/api/auth-validation', {
      action: 'login',
      email: attacker.email,
      password: attacker.password,
    })
    const signedIn = await googleSignIn(`${baseUrl()}/api/auth/google`, `verified:${attacker.email}`)
    const redeemed = await redeem(signedIn.code, signedIn.cookie)
    expect(redeemed.status).toBe(200)
    const rows = await sql(
      'select password_hash is null as no_password, email_verified_at is not null as verified, google_subject from customers where email = $1',
      [attacker.email],
    )
    expect(rows[0]).toEqual({ no_password: true, verified: true, google_subject: `verified:${attacker.email}` })
    expect((await visitor().get('/api/client-management?action=get_profile', attackerSession.body.sessionToken)).status).toBe(401)
    const oldPassword = await visitor().post('/api/auth-validation', {
      action: 'login',
      email: attacker.email,
      password: attacker.password,
    })
    expect(oldPassword.status).toBe(401)
  })

  it('links a proven account without touching its password or sessions', async () => {
    const customer = await registeredCustomer()
    await sql('update customers set email_verified_at = now() where email = $1', [customer.email])
    const session = await visitor().post('/api/auth-validation', { action: 'login', email: customer.email, password: customer.password })
    const signedIn = await googleSignIn(`${baseUrl()}/api/auth/google`, `verified:${customer.email}`)
    expect((await redeem(signedIn.code, signedIn.cookie)).status).toBe(200)
    expect((await visitor().get('/api/client-management?action=get_profile', session.body.sessionToken)).status).toBe(200)
    const again = await visitor().post('/api/auth-validation', { action: 'login', email: customer.email, password: customer.password })
    expect(again.status).toBe(200)
  })

  it('opens a session only for the browser that started the sign-in, and only once', async () => {
    const email = customerData().email
    const started = await googleSignIn(`${baseUrl()}/api/auth/google?returnTo=/profil`, `verified:${email}`)
    // Another browser with a sign-in of its own: the attacker's, whose code a crafted link carries.
    const other = await googleSignIn(`${baseUrl()}/api/auth/google`, `verified:${customerData().email}`)
    expect(other.cookie).toMatch(/shop_google_flow=\S+/)

    for (const cookie of [undefined, other.cookie]) {
      const foreign = await redeem(started.code, cookie)
      expect(foreign.status).toBe(401)
      expect(foreign.body).toEqual({ success: false, error: authMessages.googleForeignSignIn })
    }
    expect(await keptSessions(email)).toBe(0)

    const redeemed = await redeem(started.code, started.cookie)
    expect(redeemed.status).toBe(200)
    expect(await keptSessions(email)).toBe(1)

    const again = await redeem(started.code, started.cookie)
    expect(again.status).toBe(400)
    expect(again.body).toEqual({ success: false, error: authMessages.googleCodeInvalid })
    expect(await keptSessions(email)).toBe(1)
  })

  it('refuses an expired or tampered code', async () => {
    const email = customerData().email
    const { code, cookie } = await googleSignIn(`${baseUrl()}/api/auth/google`, `verified:${email}`)
    const [iv, data = '', tag] = (code as string).split('.')
    const tampered = await redeem(`${iv}.${data.startsWith('A') ? 'B' : 'A'}${data.slice(1)}.${tag}`, cookie)
    expect(tampered.status).toBe(400)
    expect(tampered.body).toEqual({ success: false, error: authMessages.googleCodeInvalid })

    await sql(`update customer_sessions set expires_at = now() - interval '1 second' where customer_id = $1`, [await customerId(email)])
    const expired = await redeem(code, cookie)
    expect(expired.status).toBe(400)
    expect(expired.body).toEqual({ success: false, error: authMessages.googleCodeInvalid })
    expect(await keptSessions(email)).toBe(0)
  })

  it('refuses a callback without its flow cookie or with a forged state', async () => {
    const forged = await request('/api/auth/google/callback?code=abc&state=xyz')
    expect(forged.status).toBe(302)
    expect(forged.headers.get('location')).toMatch(/#google_error=1$/)
  })
})
