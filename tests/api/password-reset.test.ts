import { customerData } from '@shop/seed/factories'
import { describe, expect, it } from 'vitest'

import { paths } from '@shop/domain/paths'

import { sql } from '../support/api.ts'
import { mailTo, registeredCustomer, visitor } from '../support/customers.ts'
import { mailedLink, type Mail } from '../support/inbox.ts'

const linkIn = (mail: Mail) => mailedLink(mail, paths.resetPassword)

describe('password reset by e-mail', () => {
  it('does not tell whether an account exists', async () => {
    const unknown = await visitor().post('/api/auth-validation', { action: 'reset_password', email: customerData().email })
    const known = await visitor().post('/api/auth-validation', { action: 'reset_password', email: (await registeredCustomer()).email })
    expect(unknown.status).toBe(200)
    expect(known.status).toBe(200)
    expect(unknown.body).toEqual(known.body)
    expect(known.body).toEqual({ success: true, message: 'Instructions de réinitialisation envoyées par email !' })
  })

  it('mails a one-time link valid one hour that sets the new password and signs out everywhere', async () => {
    const customer = await registeredCustomer()
    const someone = visitor()
    const login = await someone.post('/api/auth-validation', { action: 'login', email: customer.email, password: customer.password })
    const oldToken = login.body.sessionToken as string

    await someone.post('/api/auth-validation', { action: 'reset_password', email: customer.email })
    const mail = await mailTo(customer.email, 'Réinitialisation')
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe – Ma Boutique Protection')
    expect(mail.text).toContain('Bonjour Camille,')
    expect(mail.text).toContain('valable pendant 1 heure')
    expect(mail.html).toContain('<html lang="fr">')
    const link = linkIn(mail)
    expect(link.url.pathname).toBe('/reset-password')
    expect(link.url.search).toBe('')
    const token = link.secrets.get('token') as string

    const rows = await sql(
      'select extract(epoch from expires_at - now())::int as left from password_resets pr join customers c on c.id = pr.customer_id where c.email = $1',
      [customer.email],
    )
    expect(rows[0].left).toBeGreaterThan(3500)
    expect(rows[0].left).toBeLessThanOrEqual(3600)

    const newPassword = 'Nouveau-verger-2026'
    const confirm = await someone.post('/api/password-reset', { action: 'confirm_reset', token, newPassword })
    expect(confirm.status).toBe(200)
    expect(confirm.body).toEqual({ success: true, message: 'Mot de passe réinitialisé avec succès !' })

    const again = await someone.post('/api/password-reset', { action: 'confirm_reset', token, newPassword: 'Encore-un-autre-2026' })
    expect(again.status).toBe(400)
    expect(again.body.error).toBe('Ce lien de réinitialisation est invalide ou a expiré.')

    expect((await someone.get('/api/client-management?action=get_profile', oldToken)).status).toBe(401)
    const oldLogin = await visitor().post('/api/auth-validation', { action: 'login', email: customer.email, password: customer.password })
    expect(oldLogin.status).toBe(401)
    const newLogin = await visitor().post('/api/auth-validation', { action: 'login', email: customer.email, password: newPassword })
    expect(newLogin.status).toBe(200)
  })

  it('lets only one of two simultaneous uses of a link set the password', async () => {
    const customer = await registeredCustomer()
    const someone = visitor()
    await someone.post('/api/auth-validation', { action: 'reset_password', email: customer.email })
    const token = linkIn(await mailTo(customer.email, 'Réinitialisation')).secrets.get('token') as string

    const passwords = ['Premier-verger-2026', 'Second-verger-2026']
    const answers = await Promise.all(
      passwords.map((newPassword) => visitor().post('/api/password-reset', { action: 'confirm_reset', token, newPassword })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400])
    const winner = passwords[answers.findIndex((answer) => answer.status === 200)]
    const loser = passwords.find((password) => password !== winner)
    const withWinner = await visitor().post('/api/auth-validation', { action: 'login', email: customer.email, password: winner })
    const withLoser = await visitor().post('/api/auth-validation', { action: 'login', email: customer.email, password: loser })
    expect(withWinner.status).toBe(200)
    expect(withLoser.status).toBe(401)
  })

  it('refuses expired links, short and common passwords', async () => {
    const customer = await registeredCustomer()
    const someone = visitor()
    await someone.post('/api/auth-validation', { action: 'reset_password', email: customer.email })
    const token = linkIn(await mailTo(customer.email, 'Réinitialisation')).secrets.get('token') as string

    const short = await someone.post('/api/password-reset', { action: 'confirm_reset', token, newPassword: 'abc' })
    expect(short.body.error).toBe('Le mot de passe doit contenir au moins 6 caractères')
    const common = await someone.post('/api/password-reset', { action: 'confirm_reset', token, newPassword: 'password1' })
    expect(common.status).toBe(400)

    await sql(
      "update password_resets set expires_at = now() - interval '1 second' where customer_id = (select id from customers where email = $1)",
      [customer.email],
    )
    const expired = await someone.post('/api/password-reset', { action: 'confirm_reset', token, newPassword: 'Verger-tardif-2026' })
    expect(expired.status).toBe(400)
    expect(expired.body.error).toBe('Ce lien de réinitialisation est invalide ou a expiré.')
  })
})
