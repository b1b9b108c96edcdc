import { describe, expect, it } from 'vitest'

import { sql } from '../support/api.ts'
import { signedInCustomer, visitor } from '../support/customers.ts'

const profileData = {
  name: 'Camille Martin',
  email: '',
  phone: '06 12 34 56 78',
  address: '12 rue des Lilas',
  city: 'Lyon',
  postal_code: '69003',
  country: 'France',
}

describe('POST /api/client-management get / update', () => {
  it("saving the full name unchanged keeps the first and last name as they were ('Marie Claire' / 'Dupont')", async () => {
    const customer = await signedInCustomer({ firstName: 'Marie Claire', lastName: 'Dupont' })
    const read = await visitor().post('/api/client-management', { action: 'get', clientId: customer.client.id }, customer.token)
    expect(read.body.profile.name).toBe('Marie Claire Dupont')
    const update = await visitor().post(
      '/api/client-management',
      {
        action: 'update',
        clientId: customer.client.id,
        profileData: { ...profileData, name: read.body.profile.name, email: customer.email },
      },
      customer.token,
    )
    expect(update.status).toBe(200)
    const names = async () =>
      (await sql('select first_name, last_name from customers where id = $1', [Number(customer.client.id)]))[0] as Record<string, string>
    expect(await names()).toEqual({ first_name: 'Marie Claire', last_name: 'Dupont' })
    await visitor().post(
      '/api/client-management',
      {
        action: 'update',
        clientId: customer.client.id,
        profileData: { ...profileData, name: 'Marie Claire Durand', email: customer.email },
      },
      customer.token,
    )
    expect(await names()).toEqual({ first_name: 'Marie Claire', last_name: 'Durand' })
  })

  it("reads and updates the caller's own record", async () => {
    const customer = await signedInCustomer()
    const someone = visitor()
    const read = await someone.post('/api/client-management', { action: 'get', clientId: customer.client.id }, customer.token)
    expect(read.status).toBe(200)
    expect(read.body.profile).toMatchObject({ name: `Camille ${customer.lastName}`, email: customer.email, country: 'France' })

    const update = await someone.post(
      '/api/client-management',
      { action: 'update', clientId: customer.client.id, profileData: { ...profileData, email: customer.email } },
      customer.token,
    )
    expect(update.status).toBe(200)
    const rows = await sql('select first_name, last_name, phone, address_city, address_postal_code from customers where id = $1', [
      Number(customer.client.id),
    ])
    expect(rows[0]).toEqual({
      first_name: 'Camille',
      last_name: 'Martin',
      phone: '06 12 34 56 78',
      address_city: 'Lyon',
      address_postal_code: '69003',
    })
  })

  it("never reaches another customer's record (403), and writes nothing there", async () => {
    const alice = await signedInCustomer()
    const bob = await signedInCustomer()
    const someone = visitor()
    const read = await someone.post('/api/client-management', { action: 'get', clientId: bob.client.id }, alice.token)
    expect(read.status).toBe(403)
    const write = await someone.post(
      '/api/client-management',
      { action: 'update', clientId: bob.client.id, profileData: { ...profileData, email: alice.email } },
      alice.token,
    )
    expect(write.status).toBe(403)
    const rows = await sql('select address_city from customers where id = $1', [Number(bob.client.id)])
    expect(rows[0].address_city).toBeNull()
  })

  it('refuses an unserved country and another account’s e-mail', async () => {
    const alice = await signedInCustomer()
    const bob = await signedInCustomer()
    const someone = visitor()
    const country = await someone.post(
      '/api/client-management',
      { action: 'update', clientId: alice.client.id, profileData: { ...profileData, email: alice.email, country: 'Allemagne' } },
      alice.token,
    )
    expect(country.status).toBe(400)
    expect(country.body.error).toBe('Pays non desservi')
    const taken = await someone.post(
      '/api/client-management',
      { action: 'update', clientId: alice.client.id, profileData: { ...profileData, email: bob.email }, currentPassword: alice.password },
      alice.token,
    )
    expect(taken.status).toBe(409)
  })
})

describe('/api/profile-management', () => {
  it('reads the profile with its single address, and updates e-mail and address', async () => {
    const customer = await signedInCustomer()
    const someone = visitor()
    const empty = await someone.get('/api/profile-management?action=profile', customer.token)
    expect(empty.status).toBe(200)
    expect(empty.body).toEqual({
      profile: { client_id: customer.client.id, email: customer.email, first_name: 'Camille', last_name: customer.lastName, phone: null },
      addresses: [],
    })
    const update = await someone.post(
      '/api/profile-management?action=update-profile',
      { email: customer.email, address: { street: '3 quai du Port', city: 'Marseille', postalCode: '13002', country: 'France' } },
      customer.token,
    )
    expect(update.status).toBe(200)
    const read = await someone.get('/api/profile-management?action=profile', customer.token)
    expect(read.body.addresses).toEqual([{ address_line_1: '3 quai du Port', city: 'Marseille', postal_code: '13002', country: 'France' }])
  })

  it('answers 401 without a session and 400 for an unknown action', async () => {
    const customer = await signedInCustomer()
    expect((await visitor().get('/api/profile-management?action=profile')).status).toBe(401)
    expect((await visitor().get('/api/profile-management?action=autre', customer.token)).status).toBe(400)
  })
})

describe('what shoppers read when their input is refused is French', () => {
  it('a profile field over its length names the limit, no row changes', async () => {
    const customer = await signedInCustomer()
    const update = await visitor().post(
      '/api/client-management',
      { action: 'update', clientId: customer.client.id, profileData: { ...profileData, email: customer.email, city: 'x'.repeat(101) } },
      customer.token,
    )
    expect(update.status).toBe(400)
    expect(update.body).toEqual({
      success: false,
      error: 'Ce champ ne peut pas dépasser 100 caractères',
      details: ['Ce champ ne peut pas dépasser 100 caractères'],
    })
    expect((await sql('select address_city from customers where id = $1', [customer.client.id]))[0]?.address_city ?? null).toBeNull()
  })

  it('a reset token that is too short is an invalid link, not a zod text', async () => {
    const res = await visitor().post('/api/password-reset', { action: 'confirm_reset', token: 'court', newPassword: 'Verger-tardif-2026' })
    expect(res.status).toBe(400)
    expect(res.body.error).toBe('Ce lien de réinitialisation est invalide ou a expiré.')
  })

  it('wrong types anywhere in a body get French texts', async () => {
    const res = await visitor().post('/api/cart/quote', {
      items: [{ category: 'telephone', productId: 5, protection: 'x', quantity: 'deux' }],
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).not.toMatch(/\b(invalid|expected|received|too (small|big))\b/i)
  })
})
