import { customerData } from '@shop/seed/factories'
import { describe, expect, it } from 'vitest'

import { authMessages } from '@shop/domain/auth'
import { paths } from '@shop/domain/paths'

import { sql } from '../support/api.ts'
import { checkoutBody, createPayment, publishedSlug } from '../support/checkout.ts'
import { mailTo, signedInCustomer, visitor } from '../support/customers.ts'
import { mailedLink } from '../support/inbox.ts'

describe('RGPD: export and erasure from /profil', () => {
  it("exports the customer's data as a JSON file, orders included, without secrets", async () => {
    const customer = await signedInCustomer()
    const placed = await createPayment(
      checkoutBody([{ category: 'telephone', productId: await publishedSlug('phones'), protection: 'hd-tpu', quantity: 1 }]),
      customer.token,
    )
    const res = await visitor().get('/api/client-management?action=export_data', customer.token)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="mes-donnees-ma-boutique-protection-\d+\.json"$/)
    expect(res.body.account).toMatchObject({ email: customer.email, first_name: 'Camille', last_name: customer.lastName })
    expect(res.body.sessions).toHaveLength(1)
    expect(res.body.orders).toEqual([
      expect.objectContaining({ order_number: placed.body.orderNumber, status: 'pending', total_amount: 15, notes: 'Sonner deux fois' }),
    ])
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt|token_hash|tokenHash|passwordHash/)
  })

  it('anonymises the account, ends every session and frees the e-mail', async () => {
    const customer = await signedInCustomer()
    const id = Number(customer.client.id)
    const res = await visitor().delete('/api/client-management?action=delete_account', customer.token, {
      currentPassword: customer.password,
    })
    expect(res.status).toBe(200)
    const rows = await sql('select email, first_name, last_name, password_hash, anonymised_at from customers where id = $1', [id])
    expect(rows[0]).toMatchObject({ email: `supprime-${id}@anonyme.invalid`, first_name: null, last_name: null, password_hash: null })
    expect(rows[0].anonymised_at).not.toBeNull()
    expect((await visitor().get('/api/client-management?action=get_profile', customer.token)).status).toBe(401)
    const login = await visitor().post('/api/auth-validation', { action: 'login', email: customer.email, password: customer.password })
    expect(login.status).toBe(401)
    const again = await visitor().post('/api/auth-validation', { action: 'register', ...customer, token: undefined, client: undefined })
    expect(again.status).toBe(201)
  })

  it('changes nothing when the erasure fails halfway: the sessions stay open with the account', async () => {
    const customer = await signedInCustomer()
    const id = Number(customer.client.id)
    // A row already holds the address the anonymised account would take (no visitor can create
    // one: see below): the update is refused after the sessions were revoked, and that
    // revocation must be rolled back with it.
    await sql('insert into customers (email) values ($1)', [`supprime-${id}@anonyme.invalid`])

    const res = await visitor().delete('/api/client-management?action=delete_account', customer.token, {
      currentPassword: customer.password,
    })
    expect(res.status).toBe(400)
    const rows = await sql('select email, first_name, password_hash, anonymised_at from customers where id = $1', [id])
    expect(rows[0]).toMatchObject({ email: customer.email, first_name: 'Camille', anonymised_at: null })
    expect(rows[0].password_hash).toMatch(/^scrypt/)
    const sessions = await sql('select revoked_at from customer_sessions where customer_id = $1', [id])
    expect(sessions).toEqual([{ revoked_at: null }])
    expect((await visitor().get('/api/client-management?action=get_profile', customer.token)).status).toBe(200)
  })

  it('refuses sign-up and profile addresses in .invalid, where erased accounts go', async () => {
    const customer = await signedInCustomer()
    const taken = `supprime-${Number(customer.client.id) + 1}@anonyme.invalid`
    const signup = await visitor().post('/api/auth-validation', { action: 'register', ...customerData({ email: taken }) })
    expect(signup.status).toBe(400)
    expect(signup.body.error).toBe("Format d'email invalide")
    const update = await visitor().post(
      '/api/profile-management?action=update-profile',
      { email: taken, address: { street: '1 rue X', city: 'Lyon', postalCode: '69001', country: 'France' } },
      customer.token,
    )
    expect(update.status).toBe(400)
    expect((await sql('select count(*)::int as n from customers where email = $1', [taken]))[0].n).toBe(0)
  })
})

describe('erasure asks for the owner’s proof, not only the session (issue 24)', () => {
  const erase = (token?: string, body?: unknown) => visitor().delete('/api/client-management?action=delete_account', token, body)
  const erased = async (id: number) =>
    (await sql('select anonymised_at is not null as erased from customers where id = $1', [id]))[0].erased as boolean

  it('a session alone, or with a wrong password, erases nothing', async () => {
    const customer = await signedInCustomer()
    const id = Number(customer.client.id)
    const bare = await erase(customer.token)
    expect(bare.status).toBe(400)
    expect(bare.body.error).toBe(authMessages.currentPasswordRequired)
    const wrong = await erase(customer.token, { currentPassword: 'pas-le-bon' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.error).toBe(authMessages.currentPasswordWrong)
    expect(await erased(id)).toBe(false)
    expect((await erase(customer.token, { currentPassword: customer.password })).body).toEqual({ success: true })
    expect(await erased(id)).toBe(true)
  })

  it('an account without a password is mailed a link; the link erases it once, without a session', async () => {
    const customer = await signedInCustomer()
    const id = Number(customer.client.id)
    await sql('update customers set password_hash = null, google_subject = $2 where id = $1', [id, `verified:${customer.email}`])
    const asked = await erase(customer.token)
    expect(asked.body).toEqual({ success: true, message: authMessages.erasureLinkSent })
    expect(await erased(id)).toBe(false)

    const mail = await mailTo(customer.email, 'Confirmez la suppression de votre compte')
    const token = mailedLink(mail, paths.accountErasure).secrets.get('token')
    expect((await erase(undefined, { token: 'x'.repeat(43) })).body.error).toBe(authMessages.erasureLinkInvalid)
    const used = await erase(undefined, { token })
    expect(used.body).toEqual({ success: true })
    expect(await erased(id)).toBe(true)
    expect((await visitor().get('/api/client-management?action=get_profile', customer.token)).status).toBe(401)
    const again = await erase(undefined, { token })
    expect(again.status).toBe(400)
    expect(again.body.error).toBe(authMessages.erasureLinkInvalid)
  })
})
