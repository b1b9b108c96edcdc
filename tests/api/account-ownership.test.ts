import { customerData } from '@shop/seed/factories'
import { describe, expect, it } from 'vitest'

import { authMessages } from '@shop/domain/auth'
import { paths } from '@shop/domain/paths'

import { sql } from '../support/api.ts'
import { mailTo, registeredCustomer, signedInCustomer, visitor } from '../support/customers.ts'
import { mailedLink } from '../support/inbox.ts'

const verificationSubject = 'Confirmez votre adresse e-mail'

/** The token of the last verification link mailed to this address. */
const verificationToken = (email: string) => linkToken(email, verificationSubject)

async function linkToken(email: string, subject: string): Promise<string> {
  const token = mailedLink(await mailTo(email, subject), paths.verifyEmail).secrets.get('token')
  if (!token) throw new Error('pas de jeton dans le lien')
  return token
}

async function account(email: string) {
  const rows = await sql(
    `select id, email, password_hash is not null as has_password, email_verified_at is not null as verified, google_subject
     from customers where email = $1`,
    [email],
  )
  return rows[0] as { id: number; email: string; has_password: boolean; verified: boolean; google_subject: string | null } | undefined
}

const login = (email: string, password: string) => visitor().post('/api/auth-validation', { action: 'login', email, password })
const sessionWorks = async (token: string) => (await visitor().get('/api/client-management?action=get_profile', token)).status === 200

async function pendingResets(email: string): Promise<number> {
  const rows = await sql(
    `select count(*)::int as n from password_resets r join customers c on c.id = r.customer_id where c.email = $1 and r.used_at is null`,
    [email],
  )
  return rows[0].n
}

async function requestReset(email: string) {
  await visitor().post('/api/auth-validation', { action: 'reset_password', email })
  await mailTo(email, 'Réinitialisation')
}

describe('a new account proves its address by a mailed link, and is usable meanwhile', () => {
  it('mails the link at sign-up; the account signs in before it is opened', async () => {
    const customer = await signedInCustomer()
    const mail = await mailTo(customer.email, verificationSubject)
    expect(mail.subject).toBe('Confirmez votre adresse e-mail – Ma Boutique Protection')
    expect(mail.text).toContain('valable pendant 7 jours')
    expect(await account(customer.email)).toMatchObject({ verified: false, has_password: true })
    const profile = await visitor().post('/api/client-management', { action: 'get', clientId: customer.client.id }, customer.token)
    expect(profile.body.profile.email_verified).toBe(false)
  })

  it('opened where the account is signed in, the link confirms the address and changes nothing else', async () => {
    const customer = await signedInCustomer()
    const token = await verificationToken(customer.email)
    const confirmed = await visitor().post('/api/email-verification?action=confirm', { token }, customer.token)
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toEqual({ success: true, status: 'verified' })
    expect(await account(customer.email)).toMatchObject({ verified: true, has_password: true })
    expect(await sessionWorks(customer.token)).toBe(true)
    expect((await login(customer.email, customer.password)).status).toBe(200)

    const again = await visitor().post('/api/email-verification?action=confirm', { token }, customer.token)
    expect(again.status).toBe(400)
    expect(again.body).toEqual({ success: false, error: authMessages.verificationLinkInvalid })
  })

  it('opened anywhere else, it asks for a password and changes nothing until one is chosen', async () => {
    const customer = await signedInCustomer()
    const stranger = await signedInCustomer()
    const token = await verificationToken(customer.email)
    for (const session of [undefined, stranger.token]) {
      const asked = await visitor().post('/api/email-verification?action=confirm', { token }, session)
      expect(asked.body).toEqual({ success: true, status: 'password_required' })
    }
    expect(await account(customer.email)).toMatchObject({ verified: false })
    expect(await sessionWorks(customer.token)).toBe(true)
  })

  it('refuses a wrong, expired or missing token in French', async () => {
    const customer = await registeredCustomer()
    const token = await verificationToken(customer.email)
    await sql(`update customers set email_verification_expires_at = now() - interval '1 second' where email = $1`, [customer.email])
    for (const body of [{ token }, { token: 'x'.repeat(43) }, { token: 'court' }, {}]) {
      const res = await visitor().post('/api/email-verification?action=confirm', body)
      expect(res.status).toBe(400)
      expect(res.body.error).toBe(authMessages.verificationLinkInvalid)
    }
  })

  it('a new link replaces the former one; a proven address needs none', async () => {
    const customer = await signedInCustomer()
    const first = await verificationToken(customer.email)
    const resent = await visitor().post('/api/email-verification?action=resend', {}, customer.token)
    expect(resent.body).toEqual({ success: true, message: authMessages.verificationSent })
    let second = first
    for (let tries = 0; second === first && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      second = await verificationToken(customer.email)
    }
    expect(second).not.toBe(first)
    expect((await visitor().post('/api/email-verification?action=confirm', { token: first }, customer.token)).status).toBe(400)
    expect((await visitor().post('/api/email-verification?action=confirm', { token: second }, customer.token)).status).toBe(200)
    const done = await visitor().post('/api/email-verification?action=resend', {}, customer.token)
    expect(done.status).toBe(409)
    expect(done.body.error).toBe(authMessages.emailAlreadyVerified)
    expect((await visitor().post('/api/email-verification?action=resend', {})).status).toBe(401)
  })
})

describe('whoever proves the address takes an unproven account over (pre-hijacking)', () => {
  it("the mailbox's owner chooses the password: the creator's password, sessions and reset links stop working", async () => {
    // The attacker signs up with the victim's address and keeps a session open.
    const victimEmail = customerData().email
    const attacker = await signedInCustomer({ email: victimEmail })
    await requestReset(victimEmail)
    await sql(`update customers set google_subject = $2 where email = $1`, [victimEmail, `verified:${customerData().email}`])

    const token = await verificationToken(victimEmail)
    const claimed = await visitor().post('/api/email-verification?action=claim', { token, newPassword: 'Verger-du-proprio-2026' })
    expect(claimed.status).toBe(200)
    expect(claimed.body).toMatchObject({ success: true, sessionToken: expect.any(String), client: { email: victimEmail } })
    expect(await sessionWorks(claimed.body.sessionToken)).toBe(true)

    expect(await sessionWorks(attacker.token)).toBe(false)
    expect((await login(victimEmail, attacker.password)).status).toBe(401)
    expect((await login(victimEmail, 'Verger-du-proprio-2026')).status).toBe(200)
    expect(await pendingResets(victimEmail)).toBe(0)
    expect(await account(victimEmail)).toMatchObject({ verified: true, has_password: true, google_subject: null })

    const reused = await visitor().post('/api/email-verification?action=claim', { token, newPassword: 'Autre-verger-2026' })
    expect(reused.status).toBe(400)
    expect(reused.body.error).toBe(authMessages.verificationLinkInvalid)
  })

  it('of two simultaneous claims with one link, exactly one wins', async () => {
    const customer = await registeredCustomer()
    const token = await verificationToken(customer.email)
    const answers = await Promise.all(
      ['Premier-verger-2026', 'Second-verger-2026'].map((newPassword) =>
        visitor().post('/api/email-verification?action=claim', { token, newPassword }),
      ),
    )
    expect(answers.map((res) => res.status).sort()).toEqual([200, 400])
    const winner = answers.findIndex((res) => res.status === 200)
    expect((await login(customer.email, ['Premier-verger-2026', 'Second-verger-2026'][winner] as string)).status).toBe(200)
  })

  it('a claim refuses a common or short password and keeps the link', async () => {
    const customer = await registeredCustomer()
    const token = await verificationToken(customer.email)
    const common = await visitor().post('/api/email-verification?action=claim', { token, newPassword: 'password123' })
    expect(common.status).toBe(400)
    expect(common.body.error).toBe(authMessages.passwordTooCommon)
    const short = await visitor().post('/api/email-verification?action=claim', { token, newPassword: 'abc' })
    expect(short.body.error).toBe(authMessages.passwordTooShort)
    expect((await login(customer.email, customer.password)).status).toBe(200)
    expect(await account(customer.email)).toMatchObject({ verified: false })
  })

  it('a reset link proves the address too: an unproven account loses the Google link its creator added', async () => {
    const customer = await signedInCustomer()
    await sql(`update customers set google_subject = $2 where email = $1`, [customer.email, `verified:${customerData().email}`])
    await visitor().post('/api/auth-validation', { action: 'reset_password', email: customer.email })
    const token = mailedLink(await mailTo(customer.email, 'Réinitialisation'), paths.resetPassword).secrets.get('token')
    const reset = await visitor().post('/api/password-reset', { action: 'confirm_reset', token, newPassword: 'Verger-retrouve-2026' })
    expect(reset.status).toBe(200)
    expect(await account(customer.email)).toMatchObject({ verified: true, google_subject: null })
    expect(await sessionWorks(customer.token)).toBe(false)
  })
})

describe('changing the e-mail or the password takes the current password', () => {
  const address = { street: '3 quai du Port', city: 'Marseille', postalCode: '13002', country: 'France' }
  const profileData = (email: string) => ({
    name: 'Camille Martin',
    email,
    phone: '',
    address: '3 quai du Port',
    city: 'Marseille',
    postal_code: '13002',
    country: 'France',
  })

  it('refuses a new e-mail without the password or with a wrong one, and writes nothing', async () => {
    const customer = await signedInCustomer()
    const newEmail = customerData().email
    const missing = await visitor().post('/api/profile-management?action=update-profile', { email: newEmail, address }, customer.token)
    expect(missing.status).toBe(400)
    expect(missing.body).toEqual({
      success: false,
      error: authMessages.currentPasswordRequired,
      details: [authMessages.currentPasswordRequired],
    })
    const wrong = await visitor().post(
      '/api/client-management',
      { action: 'update', clientId: customer.client.id, profileData: profileData(newEmail), currentPassword: 'pas-le-bon' },
      customer.token,
    )
    expect(wrong.status).toBe(400)
    expect(wrong.body.error).toBe(authMessages.currentPasswordWrong)
    expect(await account(customer.email)).toBeDefined()
    expect(await account(newEmail)).toBeUndefined()
    const rows = await sql('select address_city from customers where id = $1', [Number(customer.client.id)])
    expect(rows[0].address_city).toBeNull()
  })

  it('with the password: the change waits for its link (tests/api/guest-order-ownership.test.ts), the rest of the profile is written', async () => {
    const customer = await signedInCustomer()
    const newEmail = customerData().email
    const changed = await visitor().post(
      '/api/client-management',
      { action: 'update', clientId: customer.client.id, profileData: profileData(newEmail), currentPassword: customer.password },
      customer.token,
    )
    expect(changed.status).toBe(200)
    expect(changed.body.profile).toMatchObject({ email: customer.email, pending_email: newEmail, city: 'Marseille' })
    expect(await account(newEmail)).toBeUndefined()
    expect(await sessionWorks(customer.token)).toBe(true)
    const token = await linkToken(newEmail, 'Confirmez votre nouvelle adresse e-mail')
    const confirmed = await visitor().post('/api/email-verification?action=confirm', { token }, customer.token)
    expect(confirmed.body.status).toBe('verified')
    expect(await account(newEmail)).toMatchObject({ verified: true, has_password: true })
  })

  it('keeping the same e-mail needs no password (profile-management)', async () => {
    const customer = await signedInCustomer()
    const res = await visitor().post('/api/profile-management?action=update-profile', { email: customer.email, address }, customer.token)
    expect(res.status).toBe(200)
  })

  it('an account made with Google has no password to give: it is told to choose one first', async () => {
    const customer = await signedInCustomer()
    await sql('update customers set password_hash = null where email = $1', [customer.email])
    const res = await visitor().post(
      '/api/profile-management?action=update-profile',
      { email: customerData().email, address, currentPassword: 'peu-importe' },
      customer.token,
    )
    expect(res.status).toBe(400)
    expect(res.body.error).toBe(authMessages.noPasswordYet)
  })

  it('changes the password with the current one; other devices and reset links stop working, this one keeps going', async () => {
    const customer = await signedInCustomer()
    const otherDevice = (await login(customer.email, customer.password)).body.sessionToken as string
    await requestReset(customer.email)
    const path = '/api/profile-management?action=change-password'

    const wrong = await visitor().post(path, { currentPassword: 'pas-le-bon', newPassword: 'Verger-neuf-2026' }, customer.token)
    expect(wrong.status).toBe(400)
    expect(wrong.body.error).toBe(authMessages.currentPasswordWrong)
    const common = await visitor().post(path, { currentPassword: customer.password, newPassword: 'password123' }, customer.token)
    expect(common.body.error).toBe(authMessages.passwordTooCommon)
    expect(await sessionWorks(otherDevice)).toBe(true)

    const changed = await visitor().post(path, { currentPassword: customer.password, newPassword: 'Verger-neuf-2026' }, customer.token)
    expect(changed.status).toBe(200)
    expect(changed.body).toEqual({ success: true, message: authMessages.passwordChanged })
    expect(await sessionWorks(customer.token)).toBe(true)
    expect(await sessionWorks(otherDevice)).toBe(false)
    expect(await pendingResets(customer.email)).toBe(0)
    expect((await login(customer.email, customer.password)).status).toBe(401)
    expect((await login(customer.email, 'Verger-neuf-2026')).status).toBe(200)
  })

  it('of 20 parallel guesses of the current password, exactly 5 are checked', async () => {
    const customer = await signedInCustomer()
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        visitor().post(
          '/api/profile-management?action=change-password',
          { currentPassword: `devine-${index}`, newPassword: 'Verger-neuf-2026' },
          customer.token,
        ),
      ),
    )
    const statuses = answers.map((res) => res.status)
    expect(statuses.filter((status) => status === 400)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(15)
    expect((await login(customer.email, customer.password)).status).toBe(200)
  })
})
