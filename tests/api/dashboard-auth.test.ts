import { createHash } from 'node:crypto'

import { describe, expect, inject, it } from 'vitest'

import { uniqueClientIp } from '@shop/seed/factories'
import { dashboardMessages } from '@shop/domain/dashboard'
import { staffMessages } from '@shop/domain/staff'

import { adminToken, baseUrl, jsonInit, request, sql, staffLogin } from '../support/api.ts'
import { mailTo, signedInCustomer } from '../support/customers.ts'
import { adminLogin, dashboardClient, placedOrder, staffMember } from '../support/dashboard.ts'
import { runChoreNow } from '../support/chores.ts'
import { mailsTo } from '../support/inbox.ts'
import { mailsSettledFor, outboxTextOf } from '../support/mail-jobs.ts'

/** The longest wait the server's slow-down asks (cms/src/security/slow-down.ts). */
const longestDelay = 4000

const verify = (token: string) => dashboardClient(token).get('/api/admin-auth?action=verify')

describe('POST /api/admin-auth', () => {
  it('signs an administrator in by e-mail or by username, with an 8-hour token the server verifies', async () => {
    const username = `chef-${Date.now()}`
    const admin = await staffMember('admin', { username })
    const byEmail = await adminLogin(admin.email.toUpperCase(), admin.password)
    expect(byEmail.status).toBe(200)
    expect(byEmail.body).toMatchObject({ success: true, user: { id: admin.id, email: admin.email, username } })
    const lifetime = new Date(byEmail.body.expiresAt).getTime() - Date.now()
    expect(lifetime).toBeGreaterThan(8 * 3600_000 - 60_000)
    expect(lifetime).toBeLessThanOrEqual(8 * 3600_000)
    const byUsername = await adminLogin(username, admin.password)
    expect(byUsername.status).toBe(200)
    const verified = await verify(byUsername.body.token)
    expect(verified.status).toBe(200)
    expect(verified.body).toMatchObject({ success: true, user: { email: admin.email } })
    // Only a hash of the token is stored.
    const rows = await sql('select token_hash from admin_sessions where user_id = $1', [admin.id])
    expect(rows).toHaveLength(2)
    expect(rows.map((row) => row.token_hash)).not.toContain(byUsername.body.token)
  })

  it('answers 400 with the French details, 401 for a wrong password or an unknown user', async () => {
    const empty = await adminLogin('', '')
    expect(empty.status).toBe(400)
    expect(empty.body).toEqual({
      success: false,
      error: dashboardMessages.usernameRequired,
      details: [dashboardMessages.usernameRequired, dashboardMessages.passwordRequired],
    })
    const admin = await staffMember('admin')
    const wrong = await adminLogin(admin.email, 'pas-le-bon-mot-de-passe')
    expect(wrong.status).toBe(401)
    expect(wrong.body).toEqual({ success: false, error: dashboardMessages.wrongCredentials })
    const unknown = await adminLogin(`inconnu-${Date.now()}@boutique.test`, 'peu-importe-123')
    expect(unknown.status).toBe(401)
    expect(unknown.body.error).toBe(dashboardMessages.wrongCredentials)
  })

  it("refuses an editor's right password: the dashboard is for administrators", async () => {
    const editor = await staffMember('editor')
    const res = await adminLogin(editor.email, editor.password)
    expect(res.status).toBe(403)
    expect(res.body.error).toBe(dashboardMessages.notAdmin)
    expect(await sql('select 1 from admin_sessions where user_id = $1', [editor.id])).toHaveLength(0)
  })

  it('stops one client after 5 wrong passwords on an account, counted atomically under 50 parallel guesses', async () => {
    const admin = await staffMember('admin')
    const ip = uniqueClientIp()
    const guesses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => adminLogin(admin.email, `mauvais-${index}-mot-de-passe`, ip)),
    )
    const statuses = guesses.map((res) => res.status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(45)
    for (const refused of guesses.filter((res) => res.status === 429)) {
      expect(refused.body).toEqual({ success: false, error: dashboardMessages.tooManyAttempts, retryAfter: expect.any(Number) })
      expect(refused.body.retryAfter).toBeGreaterThan(0)
      expect(Number(refused.headers.get('retry-after'))).toBe(refused.body.retryAfter)
    }
    // That client's right password waits too; any other client's gets in.
    expect((await adminLogin(admin.email, admin.password, ip)).status).toBe(429)
    expect((await adminLogin(admin.email, admin.password, uniqueClientIp())).status).toBe(200)
  })
})

describe("strangers' wrong passwords lock no administrator out", () => {
  it('twelve from as many networks at once: the right password from a fresh client gets in, slowed down by 4 s at most, in the dashboard and the admin panel', async () => {
    const admin = await staffMember('admin')
    const strangers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => adminLogin(admin.email, `mauvais-${index}-mot-de-passe`, uniqueClientIp())),
    )
    expect(strangers.map((res) => res.status)).toEqual(Array<number>(12).fill(401))

    const startedAt = performance.now()
    const owner = await adminLogin(admin.email, admin.password, uniqueClientIp())
    expect(owner.status).toBe(200)
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(longestDelay)
    const panel = await request('/api/users/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': uniqueClientIp() },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    })
    expect(panel.status).toBe(200)
  }, 120_000)

  it('six of them, each from another network: the owner gets in, and is mailed once a single-use link that lifts the slow-down', async () => {
    const admin = await staffMember('admin')
    for (let n = 0; n < 6; n++) expect((await adminLogin(admin.email, `mauvais-${n}-mot-de-passe`, uniqueClientIp())).status).toBe(401)
    expect((await adminLogin(admin.email, admin.password, uniqueClientIp())).status).toBe(200)

    const mail = await mailTo(admin.email, 'Connexions ralenties')
    expect(mail.subject).toBe('Connexions ralenties sur votre accès – Administration Ma Boutique Protection')
    expect(mail.text).toContain('Plusieurs mots de passe erronés ont été saisis pour votre accès')
    const link = new URL(new RegExp(`${baseUrl()}/api/admin-auth/unlock\\?token=[\\w-]+`).exec(mail.text)?.[0] ?? '')
    const token = link.searchParams.get('token') ?? ''
    // The outbox (in every backup) keeps no trace of it once sent.
    await expect.poll(() => outboxTextOf(admin.email)).not.toContain('[[lien:')
    expect(await outboxTextOf(admin.email)).not.toContain(token)
    const [row] = await sql('select token_hash, used_at from staff_unlocks where user_id = $1', [admin.id])
    expect(row).toEqual({ token_hash: createHash('sha256').update(token).digest('hex'), used_at: null })
    expect(
      await sql("select 1 from auth_attempts where scope = 'staff-login-account' and key = $1", [admin.email.toLowerCase()]),
    ).not.toHaveLength(0)

    const opened = await request(`${link.pathname}${link.search}`, { headers: { 'X-Forwarded-For': uniqueClientIp() } })
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toBe('/admin-login')
    expect(
      await sql("select 1 from auth_attempts where scope = 'staff-login-account' and key = $1", [admin.email.toLowerCase()]),
    ).toHaveLength(0)
    const again = await request(`${link.pathname}${link.search}`, { headers: { 'X-Forwarded-For': uniqueClientIp() } })
    expect(again.status).toBe(400)
    expect(again.body).toEqual({ success: false, error: dashboardMessages.unlockLinkInvalid })

    // Spent, the link's row goes at the next purge of the attempts.
    await runChoreNow('attempt-purge')
    expect(await sql('select 1 from staff_unlocks where user_id = $1', [admin.id])).toEqual([])

    // More strangers within the same quarter of an hour: no second e-mail.
    for (let n = 0; n < 7; n++) await adminLogin(admin.email, `encore-${n}-mauvais`, uniqueClientIp())
    await mailsSettledFor(admin.email)
    expect((await mailsTo(inject('inboxUrl'), admin.email)).filter((sent) => sent.subject === mail.subject)).toHaveLength(1)
  }, 120_000)
})

describe('one account per dashboard identifier', () => {
  it("refuses a username that reads like an e-mail: an editor cannot take an administrator's", async () => {
    const admin = await staffMember('admin')
    const editor = await staffMember('editor')
    const editorJwt = await staffLogin(editor.email, editor.password)
    const res = await request(`/api/users/${editor.id}`, jsonInit('PATCH', { username: admin.email }, editorJwt))
    expect(res.status).toBe(400)
    expect(res.body.errors[0].data.errors).toEqual([expect.objectContaining({ path: 'username', message: staffMessages.usernameWithAt })])
    expect((await sql('select username from users where id = $1', [editor.id]))[0].username).toBeNull()
    const login = await adminLogin(admin.email, admin.password)
    expect(login.status).toBe(200)
    expect(login.body.user.id).toBe(admin.id)
  })

  it('looks an identifier with an @ up among e-mails only, even past a username written before the rule', async () => {
    const admin = await staffMember('admin')
    const editor = await staffMember('editor')
    await sql('update users set username = $1 where id = $2', [admin.email, editor.id])
    const login = await adminLogin(admin.email, admin.password)
    expect(login.status).toBe(200)
    expect(login.body.user).toMatchObject({ id: admin.id, email: admin.email })
    // Nor may another account take such a username as its e-mail.
    const legacyUsername = `ancien-${Date.now()}@boutique.test`
    await sql('update users set username = $1 where id = $2', [legacyUsername, editor.id])
    const other = await staffMember('editor')
    const taken = await request(`/api/users/${other.id}`, jsonInit('PATCH', { email: legacyUsername.toUpperCase() }, await adminToken()))
    expect(taken.status).toBe(400)
    expect(taken.body.errors[0].data.errors).toEqual([expect.objectContaining({ path: 'email', message: staffMessages.emailIsUsername })])
  })
})

describe('dashboard logins and Payload sessions', () => {
  const payloadSessions = async (userId: number) =>
    (await sql('select id from users_sessions where _parent_id = $1', [userId])).map((row) => row.id)
  const panelUser = async (jwt: string) => (await request('/api/users/me', { headers: { Authorization: `JWT ${jwt}` } })).body.user

  it("checks the password without opening a session in Payload's session list", async () => {
    const admin = await staffMember('admin')
    expect((await adminLogin(admin.email, admin.password)).status).toBe(200)
    expect(await payloadSessions(admin.id)).toEqual([])
  })

  it('keeps every session when dashboard and admin-panel logins run at once', async () => {
    const admin = await staffMember('admin')
    const panelLogin = () => staffLogin(admin.email, admin.password)
    const firstPanelJwt = await panelLogin()
    const panelJwts = [firstPanelJwt]
    const dashboardTokens: string[] = []
    // In waves of three: the per-account limit reserves a try for each login in flight (5 at most).
    for (let wave = 0; wave < 5; wave++) {
      const [panelJwt, ...dashboard] = await Promise.all([
        panelLogin(),
        ...Array.from({ length: 2 }, () => adminLogin(admin.email, admin.password)),
      ])
      panelJwts.push(panelJwt as string)
      for (const res of dashboard as Awaited<ReturnType<typeof adminLogin>>[]) {
        expect(res.status).toBe(200)
        dashboardTokens.push(res.body.token)
      }
    }
    expect(dashboardTokens).toHaveLength(10)
    for (const token of dashboardTokens) expect((await verify(token)).status).toBe(200)
    for (const jwt of panelJwts) expect((await panelUser(jwt))?.id).toBe(admin.id)
    expect(await payloadSessions(admin.id)).toHaveLength(panelJwts.length)
  })
})

describe('the pages', () => {
  it('serves /admin-login and /dashboard from the storefront, not from Payload’s /admin', async () => {
    for (const path of ['/admin-login', '/dashboard']) {
      const page = await request(path)
      expect(page.status).toBe(200)
      expect(page.headers.get('content-type')).toContain('text/html')
      expect(page.body).toContain('id="root"')
    }
  })
})

describe('admin tokens', () => {
  it("never accepts a customer's session token, a Payload staff JWT, a forged or a missing token", async () => {
    const customer = await signedInCustomer()
    for (const token of [customer.token, 'A'.repeat(43)]) {
      const res = await verify(token)
      expect(res.status).toBe(401)
      expect(res.body.error).toBe(dashboardMessages.tokenInvalid)
      expect((await dashboardClient(token).get('/api/dashboard/overview')).status).toBe(401)
    }
    const staffJwt = await adminToken()
    expect((await verify(staffJwt)).status).toBe(401)
    const bare = await request('/api/dashboard/orders')
    expect(bare.status).toBe(401)
    expect(bare.body.error).toBe(dashboardMessages.tokenMissing)
  })

  it('guards every dashboard endpoint on the server, writes included', async () => {
    const customer = await signedInCustomer()
    const editor = await staffMember('editor')
    const editorJwt = (await request('/api/users/login', jsonInit('POST', { email: editor.email, password: editor.password }))).body.token
    // An order of its own, which nothing else moves while the refused writes are tried.
    const [order] = await sql('select id, status, updated_at from orders where id = $1', [(await placedOrder()).id])
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/dashboard/overview'],
      ['GET', '/api/dashboard/orders'],
      ['GET', '/api/dashboard/orders/1'],
      ['POST', `/api/dashboard/orders/${order?.id ?? 1}/status`, { status: 'cancelled', expectedUpdatedAt: new Date().toISOString() }],
      ['GET', '/api/dashboard/invoices/1'],
      ['GET', '/api/dashboard/photos/claim/1'],
      ['GET', '/api/dashboard/customers'],
      ['GET', '/api/dashboard/customer?email=a@b.fr'],
      ['GET', '/api/dashboard/tickets'],
      ['GET', '/api/dashboard/tickets/1'],
      ['PATCH', '/api/dashboard/tickets/1', { status: 'closed', expectedUpdatedAt: new Date().toISOString() }],
      ['POST', '/api/dashboard/tickets/1/reply', { message: 'x', expectedUpdatedAt: new Date().toISOString() }],
      ['POST', '/api/dashboard/tickets/1/refund', { expectedUpdatedAt: new Date().toISOString() }],
      ['POST', '/api/dashboard/tickets/1/return-received', { kind: 'parcel', expectedUpdatedAt: new Date().toISOString() }],
      [
        'POST',
        '/api/dashboard/tickets/1/replacement',
        { lines: [{ line: 'x', quantity: 1 }], expectedUpdatedAt: new Date().toISOString() },
      ],
      [
        'POST',
        '/api/dashboard/tickets/1/claim-refund',
        { lines: [{ line: 'x', quantity: 1 }], expectedUpdatedAt: new Date().toISOString() },
      ],
      ['POST', '/api/dashboard/tickets/1/refusal', { reason: 'Non', expectedUpdatedAt: new Date().toISOString() }],
      ['GET', '/api/dashboard/analytics'],
      ['GET', '/api/dashboard/export/orders'],
      ['DELETE', '/api/admin-auth'],
    ]
    for (const [method, path, body] of calls) {
      for (const authorization of [undefined, `Bearer ${customer.token}`, `JWT ${editorJwt}`, `Bearer ${editorJwt}`]) {
        const res = await request(path, {
          method,
          headers: { ...(authorization ? { Authorization: authorization } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        })
        expect(res.status, `${method} ${path} (${authorization?.split(' ')[0] ?? 'sans jeton'})`).toBe(401)
      }
    }
    if (order) expect((await sql('select status from orders where id = $1', [order.id]))[0].status).toBe(order.status)
  })

  it('ends at logout, at expiry, and when the password or the role changes', async () => {
    const admin = await staffMember('admin')
    const login = () => adminLogin(admin.email, admin.password).then((res) => res.body.token as string)

    const loggedOut = await login()
    expect((await dashboardClient(loggedOut).delete('/api/admin-auth')).status).toBe(200)
    expect((await verify(loggedOut)).status).toBe(401)

    const expired = await login()
    await sql(`update admin_sessions set expires_at = now() - interval '1 minute' where user_id = $1 and revoked_at is null`, [admin.id])
    const expiredAnswer = await verify(expired)
    expect(expiredAnswer.status).toBe(401)
    expect(expiredAnswer.body.error).toBe(dashboardMessages.tokenExpired)

    const beforePassword = await login()
    const staff = await adminToken()
    const newPassword = `Nouveau-mot-de-passe-${Date.now()}`
    expect((await request(`/api/users/${admin.id}`, jsonInit('PATCH', { password: newPassword }, staff))).status).toBe(200)
    expect((await verify(beforePassword)).status).toBe(401)

    const afterPassword = (await adminLogin(admin.email, newPassword)).body.token as string
    expect((await verify(afterPassword)).status).toBe(200)
    expect((await request(`/api/users/${admin.id}`, jsonInit('PATCH', { role: 'editor' }, staff))).status).toBe(200)
    expect((await verify(afterPassword)).status).toBe(401)
  })
})
