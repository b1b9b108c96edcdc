import { describe, expect, it } from 'vitest'

import { customerData } from '@shop/seed/factories'

import { sql } from '../support/api.ts'
import { registeredCustomer, signedInCustomer, visitor } from '../support/customers.ts'
import { testPasswordCost } from '../support/test-services.ts'
import { clientKey } from '../../cms/src/http/client-key.ts'

const day = 24 * 60 * 60 * 1000

describe('POST /api/auth-validation register', () => {
  it('creates the customer with a scrypt hash and a lower-cased e-mail', async () => {
    const data = customerData()
    const res = await visitor().post('/api/auth-validation', { action: 'register', ...data, email: data.email.toUpperCase() })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({ success: true })
    const rows = await sql('select email, first_name, last_name, password_hash from customers where email = $1', [data.email])
    expect(rows).toHaveLength(1)
    expect(rows[0].first_name).toBe('Camille')
    // At the cost the shop is given (tests/support/test-services.ts; 2^17 by default and in production, cms/src/lib/env.test.ts).
    expect(rows[0].password_hash).toMatch(new RegExp(`^scrypt\\$${2 ** Number(testPasswordCost.PASSWORD_SCRYPT_LOG2_N)}\\$8\\$1\\$`))
    expect(rows[0].password_hash).not.toContain(data.password)
  })

  it('answers 409 for a taken address, whatever its case', async () => {
    const data = await registeredCustomer()
    const res = await visitor().post('/api/auth-validation', { action: 'register', ...customerData(), email: data.email.toUpperCase() })
    expect(res.status).toBe(409)
    expect(res.body).toEqual({ success: false, error: 'Un compte existe déjà avec cet email' })
  })

  it.each([
    [{ firstName: '' }, 'Le prénom est requis'],
    [{ lastName: '   ' }, 'Le nom est requis'],
    [{ email: '' }, "L'email est requis"],
    [{ email: 'pas-un-email' }, "Format d'email invalide"],
    [{ email: `${'a'.repeat(10_000)}@exemple.test` }, "L'email ne peut pas dépasser 254 caractères"],
    [{ password: '' }, 'Le mot de passe est requis'],
    [{ password: 'abc' }, 'Le mot de passe doit contenir au moins 6 caractères'],
    [{ password: 'azerty123' }, 'Ce mot de passe fait partie des plus courants. Choisissez-en un plus difficile à deviner.'],
    [{ firstName: 42 }, 'Le prénom est requis'],
  ])('refuses %j with the French rule and writes nothing', async (override, message) => {
    const data = { ...customerData(), ...override }
    const res = await visitor().post('/api/auth-validation', { action: 'register', ...data })
    expect(res.status).toBe(400)
    expect(res.body.success).toBe(false)
    expect(res.body.error).toBe(message)
    expect(res.body.details).toContain(message)
    const rows = await sql('select count(*)::int as total from customers where last_name = $1', [data.lastName])
    expect(rows[0].total).toBe(0)
  })

  it('refuses unknown actions, missing bodies and broken JSON with 400', async () => {
    const someone = visitor()
    expect((await someone.post('/api/auth-validation', { action: 'hack' })).body.error).toBe('Action inconnue')
    expect((await someone.post('/api/auth-validation', {})).status).toBe(400)
    expect((await someone.post('/api/auth-validation', '{ pas du json')).status).toBe(400)
    expect((await someone.post('/api/auth-validation', [1, 2])).status).toBe(400)
  })
})

describe('POST /api/auth-validation login', () => {
  it('opens a 24 h session whose token is stored only as a hash', async () => {
    const data = await registeredCustomer()
    const before = Date.now()
    const res = await visitor().post('/api/auth-validation', { action: 'login', email: data.email, password: data.password })
    expect(res.status).toBe(200)
    expect(res.body.success).toBe(true)
    expect(res.body.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(res.body.expiresAt).toBeGreaterThanOrEqual(before + day - 1000)
    expect(res.body.expiresAt).toBeLessThanOrEqual(Date.now() + day + 1000)
    expect(res.body.client).toMatchObject({ email: data.email, first_name: data.firstName, last_name: data.lastName, phone: null })
    const stored = await sql('select token_hash from customer_sessions where customer_id = $1', [Number(res.body.client.id)])
    expect(stored).toHaveLength(1)
    expect(stored[0].token_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(stored[0].token_hash).not.toBe(res.body.sessionToken)
  })

  it('answers an unknown e-mail and a wrong password alike, in about the same time', async () => {
    const data = await registeredCustomer()
    const timed = async (body: unknown) => {
      const startedAt = performance.now()
      const res = await visitor().post('/api/auth-validation', body)
      return { res, ms: performance.now() - startedAt }
    }
    // Three of each, in turns (under the 5 failures an address may have): the medians, not one
    // answer that the other test files running meanwhile may have slowed.
    const wrong: number[] = []
    const unknown: number[] = []
    for (let turn = 0; turn < 3; turn++) {
      for (const [times, body] of [
        [wrong, { action: 'login', email: data.email, password: 'pas-le-bon-mot' }],
        [unknown, { action: 'login', email: customerData().email, password: 'pas-le-bon-mot' }],
      ] as const) {
        const { res, ms } = await timed(body)
        expect(res.status).toBe(401)
        expect(res.body).toEqual({ success: false, error: 'Identifiants incorrects' })
        times.push(ms)
      }
    }
    const median = (times: number[]) => [...times].sort((a, b) => a - b)[1]!
    // Both paths run one scrypt derivation (hundreds of ms); only a missing one would differ by that much.
    expect(Math.abs(median(wrong) - median(unknown))).toBeLessThan(Math.max(median(wrong), median(unknown)) * 0.6)
  })

  it('gives 429 with retryAfter after 5 failures for one e-mail, even with the right password', async () => {
    const data = await registeredCustomer()
    for (let attempt = 0; attempt < 5; attempt++) {
      const res = await visitor().post('/api/auth-validation', { action: 'login', email: data.email, password: `faux-${attempt}-xyz` })
      expect(res.status).toBe(401)
    }
    const blocked = await visitor().post('/api/auth-validation', { action: 'login', email: data.email, password: data.password })
    expect(blocked.status).toBe(429)
    expect(blocked.body.error).toBe('Trop de tentatives. Réessayez plus tard.')
    expect(blocked.body.retryAfter).toBeGreaterThan(800)
    expect(blocked.body.retryAfter).toBeLessThanOrEqual(900)
    expect(blocked.headers.get('retry-after')).toBe(String(blocked.body.retryAfter))
  })

  it('gives 429 after 20 failures from one address, whatever the e-mails', async () => {
    const attacker = visitor()
    for (let attempt = 0; attempt < 20; attempt++) {
      const res = await attacker.post('/api/auth-validation', { action: 'login', email: customerData().email, password: 'devine-moi' })
      expect(res.status).toBe(401)
    }
    const data = await registeredCustomer()
    const blocked = await attacker.post('/api/auth-validation', { action: 'login', email: data.email, password: data.password })
    expect(blocked.status).toBe(429)
    // The limiter lives in PostgreSQL, shared by every server instance.
    // Counted under the client's key: its /64 (client-limits.test.ts shows one /64 is one client).
    const rows = await sql("select count(*)::int as total from auth_attempts where scope = 'login-ip' and key = $1", [
      clientKey(attacker.ip),
    ])
    expect(rows[0].total).toBe(20)
    const elsewhere = await visitor().post('/api/auth-validation', { action: 'login', email: data.email, password: data.password })
    expect(elsewhere.status).toBe(200)
  })
})

describe('sessions: GET and DELETE /api/client-management', () => {
  it('renews the session to now + 24 h on a profile check', async () => {
    const customer = await signedInCustomer()
    await sql("update customer_sessions set expires_at = now() + interval '1 hour' where customer_id = $1", [Number(customer.client.id)])
    const res = await visitor().get('/api/client-management?action=get_profile', customer.token)
    expect(res.status).toBe(200)
    expect(res.body.client.email).toBe(customer.email)
    const rows = await sql('select extract(epoch from expires_at - now())::int as left from customer_sessions where customer_id = $1', [
      Number(customer.client.id),
    ])
    expect(rows[0].left).toBeGreaterThan(day / 1000 - 60)
  })

  it('ends a session 30 days after sign-in, however often it was renewed', async () => {
    const customer = await signedInCustomer()
    const id = Number(customer.client.id)
    await sql("update customer_sessions set created_at = now() - interval '29 days 23 hours' where customer_id = $1", [id])
    const renewed = await visitor().get('/api/client-management?action=get_profile', customer.token)
    expect(renewed.status).toBe(200)
    expect(renewed.body.expiresAt).toBeLessThanOrEqual(Date.now() + 60 * 60 * 1000 + 1000)

    await sql(
      "update customer_sessions set created_at = now() - interval '30 days', expires_at = now() + interval '1 day' where customer_id = $1",
      [id],
    )
    const res = await visitor().get('/api/client-management?action=get_profile', customer.token)
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ success: false, error: 'Session invalide. Veuillez vous reconnecter.' })
  })

  it('refuses missing, forged and expired tokens with 401', async () => {
    const someone = visitor()
    const invalid = { success: false, error: 'Session invalide. Veuillez vous reconnecter.' }
    expect((await someone.get('/api/client-management?action=get_profile')).body).toEqual(invalid)
    expect((await someone.get('/api/client-management?action=get_profile', 'x'.repeat(43))).status).toBe(401)
    const customer = await signedInCustomer()
    await sql("update customer_sessions set expires_at = now() - interval '1 second' where customer_id = $1", [Number(customer.client.id)])
    expect((await someone.get('/api/client-management?action=get_profile', customer.token)).status).toBe(401)
  })

  it('logs out: the token no longer works anywhere', async () => {
    const customer = await signedInCustomer()
    const res = await visitor().delete('/api/client-management?action=delete_session', customer.token)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: true })
    expect((await visitor().get('/api/client-management?action=get_profile', customer.token)).status).toBe(401)
    expect((await visitor().get('/api/profile-management?action=profile', customer.token)).status).toBe(401)
  })
})
