import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { customerData, uniqueClientIp } from '@shop/seed/factories'

import { request, sql, type JsonResponse } from '../support/api.ts'
import { registeredCustomer, visitor } from '../support/customers.ts'
import { clientKey } from '../../cms/src/http/client-key.ts'
import { runChoreNow } from '../support/chores.ts'
import { adminLogin, staffMember } from '../support/dashboard.ts'

/** Fires all requests at once and sorts the answers by status. */
async function inParallel(count: number, send: (index: number) => Promise<JsonResponse>) {
  const answers = await Promise.all(Array.from({ length: count }, (_, index) => send(index)))
  const byStatus = new Map<number, JsonResponse[]>()
  for (const answer of answers) byStatus.set(answer.status, [...(byStatus.get(answer.status) ?? []), answer])
  return { count: (status: number) => byStatus.get(status)?.length ?? 0, with: (status: number) => byStatus.get(status) ?? [] }
}

function expectContractRefusals(refused: JsonResponse[], error: string) {
  for (const res of refused) {
    expect(res.body).toEqual({ success: false, error, retryAfter: expect.any(Number) })
    expect(res.body.retryAfter).toBeGreaterThan(0)
    expect(res.body.retryAfter).toBeLessThanOrEqual(900)
    expect(res.headers.get('retry-after')).toBe(String(res.body.retryAfter))
  }
}

const tooManyAttempts = 'Trop de tentatives. Réessayez plus tard.'

describe('attempt limits hold when the attempts arrive together', () => {
  it('customer login: of 40 parallel wrong passwords for one e-mail, exactly 5 are checked', async () => {
    const data = await registeredCustomer()
    const answers = await inParallel(40, (index) =>
      visitor().post('/api/auth-validation', { action: 'login', email: data.email, password: `faux-${index}-essai` }),
    )
    expect(answers.count(401)).toBe(5)
    expect(answers.count(429)).toBe(35)
    expectContractRefusals(answers.with(429), tooManyAttempts)
    const rows = await sql("select count(*)::int as n from auth_attempts where scope = 'login-email' and key = $1", [data.email])
    expect(rows[0].n).toBe(5)
  })

  it('customer login: of 30 parallel wrong guesses from one address, exactly 20 are checked', async () => {
    const attacker = visitor()
    const answers = await inParallel(30, () =>
      attacker.post('/api/auth-validation', { action: 'login', email: customerData().email, password: 'devine-moi' }),
    )
    expect(answers.count(401)).toBe(20)
    expect(answers.count(429)).toBe(10)
    expectContractRefusals(answers.with(429), tooManyAttempts)
  })

  it('a successful login does not count against the address', async () => {
    const data = await registeredCustomer()
    const someone = visitor()
    const ok = await someone.post('/api/auth-validation', { action: 'login', email: data.email, password: data.password })
    expect(ok.status).toBe(200)
    const rows = await sql("select count(*)::int as n from auth_attempts where scope in ('login-ip', 'login-email') and key in ($1, $2)", [
      clientKey(someone.ip),
      data.email,
    ])
    expect(rows[0].n).toBe(0)
  })

  it('sign-up: of 50 parallel sign-ups from one address, exactly 10 go through', async () => {
    const newcomer = visitor()
    const answers = await inParallel(50, () => newcomer.post('/api/auth-validation', { action: 'register', ...customerData() }))
    expect(answers.count(201)).toBe(10)
    expect(answers.count(429)).toBe(40)
    expectContractRefusals(answers.with(429), 'Trop de tentatives. Attendez avant de réessayer.')
  })

  it('reset requests: of 50 parallel requests from one client, each for another e-mail, exactly 10 go through', async () => {
    const client = visitor()
    const answers = await inParallel(50, () =>
      client.post('/api/auth-validation', { action: 'reset_password', email: customerData().email }),
    )
    expect(answers.count(200)).toBe(10)
    expect(answers.count(429)).toBe(40)
    expectContractRefusals(answers.with(429), tooManyAttempts)
  })

  it('reset requests: of 50 parallel requests for one e-mail, exactly 3 go through', async () => {
    const email = customerData().email
    const answers = await inParallel(50, () => visitor().post('/api/auth-validation', { action: 'reset_password', email }))
    expect(answers.count(200)).toBe(3)
    expect(answers.count(429)).toBe(47)
    expectContractRefusals(answers.with(429), tooManyAttempts)
  })

  it('photo uploads: of 50 parallel uploads from one address, exactly 30 are stored', async () => {
    const ip = uniqueClientIp()
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0c6c80' } })
      .png()
      .toBuffer()
    const answers = await inParallel(50, () => {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png')
      return request('/api/customer-photos', { method: 'POST', body: form, headers: { 'X-Forwarded-For': ip } })
    })
    expect(answers.count(201)).toBe(30)
    expect(answers.count(429)).toBe(20)
    expectContractRefusals(answers.with(429), 'Trop de photos envoyées. Réessayez plus tard.')
  })

  it('photo uploads: refused files count too, so probing with bad files is not free', async () => {
    const ip = uniqueClientIp()
    const send = (file: Blob, name: string) => {
      const form = new FormData()
      form.append('file', file, name)
      return request('/api/customer-photos', { method: 'POST', body: form, headers: { 'X-Forwarded-For': ip } })
    }
    const refused = await inParallel(30, () => send(new Blob(['pas une image'], { type: 'image/png' }), 'faux.png'))
    expect(refused.count(415)).toBe(30)
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0c6c80' } })
      .png()
      .toBuffer()
    const next = await send(new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png')
    expect(next.status).toBe(429)
    expect(next.body.error).toBe('Trop de photos envoyées. Réessayez plus tard.')
  })

  it('photo uploads: a purpose that is none (an inherited name) is a device photo, counted like any other', async () => {
    const ip = uniqueClientIp()
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0c6c80' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('purpose', 'constructor')
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png')
    const res = await request('/api/customer-photos', { method: 'POST', body: form, headers: { 'X-Forwarded-For': ip } })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const [photo] = await sql('select purpose from customer_photos where id = $1', [Number(res.body.photo.id)])
    expect(photo?.purpose).toBe('device')
  })

  it('staff login: of 40 parallel wrong passwords for one account from one client, exactly 5 are checked (French 429, Payload envelope)', async () => {
    const member = await staffMember('editor')
    const ip = uniqueClientIp()
    const answers = await inParallel(40, (index) =>
      request('/api/users/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
        body: JSON.stringify({ email: member.email, password: `faux-${index}` }),
      }),
    )
    expect(answers.count(401)).toBe(5)
    expect(answers.count(429)).toBe(35)
    for (const res of answers.with(429)) {
      expect(res.body.errors[0].message).toBe(tooManyAttempts)
      const retryAfter = Number(res.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(900)
    }
  })

  it('staff login: 12 parallel wrong passwords for one account from 12 networks lock its owner out of neither the admin panel nor the dashboard', async () => {
    const member = await staffMember('admin')
    const login = (password: string) =>
      request('/api/users/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': uniqueClientIp() },
        body: JSON.stringify({ email: member.email, password }),
      })
    const answers = await inParallel(12, (index) => login(`faux-${index}`))
    expect(answers.count(401)).toBe(12)
    expect((await login(member.password)).status).toBe(200)
    expect((await adminLogin(member.email, member.password)).status).toBe(200)
  }, 120_000)

  it('staff login: of 30 parallel wrong guesses from one address, exactly 20 are checked', async () => {
    const ip = uniqueClientIp()
    const answers = await inParallel(30, (index) =>
      request('/api/users/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
        body: JSON.stringify({ email: `inconnu.${index}.${Date.now()}@boutique.test`, password: 'devine-moi' }),
      }),
    )
    expect(answers.count(401)).toBe(20)
    expect(answers.count(429)).toBe(10)
  })

  it('staff reset requests: of 50 parallel requests for one e-mail, exactly 3 go through, and none hangs', async () => {
    const email = `personnel.${Date.now()}.${Math.random().toString(36).slice(2)}@boutique.test`
    const answers = await inParallel(50, () =>
      request('/api/users/forgot-password', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': uniqueClientIp() },
        body: JSON.stringify({ email }),
      }),
    )
    expect(answers.count(200)).toBe(3)
    expect(answers.count(429)).toBe(47)
    for (const res of answers.with(429)) expect(res.body.errors[0].message).toBe(tooManyAttempts)
  })

  it('staff reset requests: of 20 parallel requests from one address, exactly 10 go through', async () => {
    const ip = uniqueClientIp()
    const answers = await inParallel(20, (index) =>
      request('/api/users/forgot-password', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
        body: JSON.stringify({ email: `inconnu.${index}.${Date.now()}@boutique.test` }),
      }),
    )
    expect(answers.count(200)).toBe(10)
    expect(answers.count(429)).toBe(10)
  })
})

describe('attempts out of their window', () => {
  it('are deleted by their chore (every 15 minutes), those within it kept', async () => {
    const key = uniqueClientIp()
    await sql(
      `insert into auth_attempts (scope, key, created_at, updated_at)
       select 'login-ip', $1, at, at from unnest(array[now() - interval '16 minutes', now() - interval '13 minutes']) as at`,
      [key],
    )
    await runChoreNow('attempt-purge')
    const kept = await sql("select now() - created_at < interval '15 minutes' as recent from auth_attempts where key = $1", [key])
    expect(kept).toEqual([{ recent: true }])
  })
})
