import { beforeAll, describe, expect, it } from 'vitest'

import { staffData } from '@shop/seed/factories'
import { staffMessages } from '@shop/domain/staff'

import { adminToken, baseUrl, jsonInit, request, sql, staffLogin } from '../support/api.ts'
import { mailTo, registeredCustomer } from '../support/customers.ts'

describe('staff passwords', () => {
  let admin: string

  beforeAll(async () => {
    admin = await adminToken()
  })

  it('refuses an 11-character password on creation, in French, and creates nobody', async () => {
    const data = staffData('editor', { password: 'Onze-car-11' })
    const res = await request('/api/users', jsonInit('POST', data, admin))
    expect(res.status).toBe(400)
    expect(res.body.errors[0].data.errors[0]).toMatchObject({ path: 'password', message: staffMessages.passwordTooShort })
    expect(await sql('select id from users where email = $1', [data.email])).toHaveLength(0)
  })

  it('refuses an 11-character password on update and keeps the old one', async () => {
    const data = staffData('editor')
    const created = await request('/api/users', jsonInit('POST', data, admin))
    expect(created.status).toBe(201)
    const editor = await staffLogin(data.email, data.password)
    const res = await request(`/api/users/${created.body.doc.id}`, jsonInit('PATCH', { password: 'Onze-car-11' }, editor))
    expect(res.status).toBe(400)
    expect(res.body.errors[0].data.errors[0].message).toBe(staffMessages.passwordTooShort)
    await staffLogin(data.email, data.password)
  })
})

describe('staff forgotten password', () => {
  it('sends a French e-mail through the shop mailer with a link to the admin reset page', async () => {
    const data = staffData('editor')
    expect((await request('/api/users', jsonInit('POST', data, await adminToken()))).status).toBe(201)
    const res = await request('/api/users/forgot-password', jsonInit('POST', { email: data.email }))
    expect(res.status).toBe(200)
    const mail = await mailTo(data.email)
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe – Administration Ma Boutique Protection')
    expect(mail.html).toContain('Vous avez demandé à réinitialiser le mot de passe de votre accès')
    const link = new RegExp(`href="${baseUrl()}/admin/reset/([A-Za-z0-9]+)"`).exec(mail.html)
    expect(link).not.toBeNull()

    const short = await request('/api/users/reset-password', jsonInit('POST', { token: link?.[1], password: 'Onze-car-11' }))
    expect(short.status).toBe(400)
    expect(short.body.errors[0].data.errors[0].message).toBe(staffMessages.passwordTooShort)

    const password = 'Nouveau-mot-de-passe-2026'
    const reset = await request('/api/users/reset-password', jsonInit('POST', { token: link?.[1], password }))
    expect(reset.status).toBe(200)
    await staffLogin(data.email, password)
  })
})

describe("a customer's e-mail", () => {
  it('is changed by admins only', async () => {
    const admin = await adminToken()
    const editorData = staffData('editor')
    expect((await request('/api/users', jsonInit('POST', editorData, admin))).status).toBe(201)
    const editor = await staffLogin(editorData.email, editorData.password)
    const customer = await registeredCustomer()
    const [{ id }] = await sql('select id from customers where email = $1', [customer.email])

    const byEditor = await request(
      `/api/customers/${id}`,
      jsonInit('PATCH', { email: `pirate-${id}@exemple.test`, firstName: 'Claude' }, editor),
    )
    // Editors write content, not customer accounts (issue 12).
    expect(byEditor.status).toBe(403)
    expect(await sql('select email, first_name from customers where id = $1', [id])).toEqual([
      { email: customer.email, first_name: customer.firstName },
    ])

    const changed = `nouveau-${id}@exemple.test`
    expect((await request(`/api/customers/${id}`, jsonInit('PATCH', { email: changed }, admin))).status).toBe(200)
    expect((await sql('select email from customers where id = $1', [id]))[0].email).toBe(changed)
  })
})
