import { customerData } from '@shop/seed/factories'
import { describe, expect, it } from 'vitest'

import { authMessages } from '@shop/domain/auth'
import { orderMessages } from '@shop/domain/orders'
import { paths } from '@shop/domain/paths'

import { adminToken, baseUrl, jsonInit, request, sql } from '../support/api.ts'
import { checkoutBody, createPayment, orderForm, publishedSlug } from '../support/checkout.ts'
import { mailTo, registeredCustomer, signedInCustomer, visitor } from '../support/customers.ts'
import { placedOrder } from '../support/dashboard.ts'
import { mailedLink } from '../support/inbox.ts'

/**
 * Issue 23: an order placed without signing in belongs to an account only once that account has
 * proved the address (cms/src/orders/order-ownership.ts); a change of e-mail waits for its proof.
 */

const attachedNote = 'Rattachée au compte client (adresse e-mail prouvée)'
const login = (email: string, password: string) => visitor().post('/api/auth-validation', { action: 'login', email, password })
const register = (email: string, password = 'Verger-du-client-2026') =>
  visitor().post('/api/auth-validation', { action: 'register', email, password, firstName: 'Camille', lastName: 'Martin' })
const clientOrders = async (token: string) =>
  (await visitor().get('/api/get-client-orders', token)).body.orders as { order_number: string }[]
const orderOwner = async (id: number) => (await sql('select customer_id from orders where id = $1', [id]))[0].customer_id as number | null

/** The order's invoice, issued once its payment is recorded. */
async function invoiceOf(orderId: number): Promise<{ id: number }> {
  for (let tries = 0; tries < 100; tries++) {
    const [invoice] = await sql('select id from invoices where order_id = $1', [orderId])
    if (invoice) return invoice
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`pas de facture pour la commande ${orderId}`)
}

/** The token of the last link of this kind mailed to this address. */
async function linkToken(email: string, subject: string, parameter: 'token' | 'annuler'): Promise<string> {
  const token = mailedLink(await mailTo(email, subject), paths.verifyEmail).secrets.get(parameter)
  if (!token) throw new Error(`pas de ${parameter} dans le lien`)
  return token
}
const verificationToken = (email: string) => linkToken(email, 'Confirmez votre adresse e-mail', 'token')
const changeToken = (email: string) => linkToken(email, 'Confirmez votre nouvelle adresse e-mail', 'token')
const cancelToken = (email: string) => linkToken(email, "Changement d'adresse e-mail demandé", 'annuler')

async function resetPassword(email: string, newPassword: string): Promise<void> {
  await visitor().post('/api/auth-validation', { action: 'reset_password', email })
  const token = mailedLink(await mailTo(email, 'Réinitialisation'), paths.resetPassword).secrets.get('token')
  const reset = await visitor().post('/api/password-reset', { action: 'confirm_reset', token, newPassword })
  if (reset.status !== 200) throw new Error(`reset: ${reset.status} ${JSON.stringify(reset.body)}`)
}

describe("a guest's order and whoever registered the address first", () => {
  it('the squatter of an unproven address sees no order, no export data, no invoice, and cannot cancel', async () => {
    const victimEmail = customerData().email
    const squatter = await signedInCustomer({ email: victimEmail })
    const order = await placedOrder({ email: victimEmail })
    expect(await orderOwner(order.id)).toBeNull()

    expect(await clientOrders(squatter.token)).toEqual([])
    const exported = await visitor().get('/api/client-management?action=export_data', squatter.token)
    expect(exported.body.orders).toEqual([])
    expect(JSON.stringify(exported.body)).not.toContain('Sonner deux fois')
    const invoice = await invoiceOf(order.id)
    const pdf = await fetch(`${baseUrl()}/api/invoices/${invoice.id}/pdf`, { headers: { Authorization: `Bearer ${squatter.token}` } })
    expect(pdf.status).toBe(404)
    const cancelled = await visitor().post('/api/get-client-orders?action=cancel', { orderId: String(order.id) }, squatter.token)
    expect(cancelled.status).toBe(404)
    expect(cancelled.body.error).toBe(orderMessages.orderNotFound)
    expect((await sql('select status from orders where id = $1', [order.id]))[0].status).toBe('confirmed')
  })

  it('once the victim proves the address (a reset link), the order is theirs, with a line in its history', async () => {
    const victimEmail = customerData().email
    const squatter = await signedInCustomer({ email: victimEmail })
    const order = await placedOrder({ email: victimEmail })
    await resetPassword(victimEmail, 'Verger-de-la-victime-2026')

    const victim = await login(victimEmail, 'Verger-de-la-victime-2026')
    expect(victim.status).toBe(200)
    expect((await clientOrders(victim.body.sessionToken)).map((row) => row.order_number)).toEqual([order.orderNumber])
    expect((await visitor().get('/api/get-client-orders', squatter.token)).status).toBe(401)
    const history = await sql('select status, note from orders_status_history where _parent_id = $1 order by _order', [order.id])
    expect(history.at(-1)).toEqual({ status: 'confirmed', note: attachedNote })
  })

  it('a proven account gets the guest orders placed with its address at once; a signed-in order stays its own whatever is typed', async () => {
    const customer = await signedInCustomer()
    await sql('update customers set email_verified_at = now() where email = $1', [customer.email])
    const guestOrder = await placedOrder({ paid: false, email: customer.email })
    expect(await orderOwner(guestOrder.id)).toBe(Number(customer.client.id))

    const slug = await publishedSlug('phones')
    const typed = await createPayment(
      checkoutBody([{ category: 'telephone', productId: slug, protection: 'hd-tpu', quantity: 1 }], {
        customerInfo: orderForm({ email: customerData().email }),
      }),
      customer.token,
    )
    expect(await orderOwner(Number(typed.body.orderId))).toBe(Number(customer.client.id))
  })

  it('a signed-in customer moving their e-mail to the victim’s address gets none of the victim’s orders', async () => {
    const victimEmail = customerData().email
    const order = await placedOrder({ paid: false, email: victimEmail })
    const squatter = await signedInCustomer()
    const moved = await visitor().post(
      '/api/profile-management?action=update-profile',
      {
        email: victimEmail,
        address: { street: '1 rue du Vol', city: 'Paris', postalCode: '75001', country: 'France' },
        currentPassword: squatter.password,
      },
      squatter.token,
    )
    expect(moved.status).toBe(200)
    expect((await sql('select email from customers where id = $1', [Number(squatter.client.id)]))[0].email).toBe(squatter.email)
    expect(await orderOwner(order.id)).toBeNull()
    expect(await clientOrders(squatter.token)).toEqual([])
  })
})

describe('a change of e-mail is pending until proved where the account is signed in', () => {
  const profileData = (email: string) => ({
    name: 'Camille Martin',
    email,
    phone: '',
    address: '3 quai du Port',
    city: 'Marseille',
    postal_code: '13002',
    country: 'France',
  })
  const askChange = (customer: Awaited<ReturnType<typeof signedInCustomer>>, email: string) =>
    visitor().post(
      '/api/client-management',
      { action: 'update', clientId: customer.client.id, profileData: profileData(email), currentPassword: customer.password },
      customer.token,
    )

  it('a typo: the owner of the mistyped mailbox can neither confirm nor claim, and the account keeps its address and orders', async () => {
    const customer = await signedInCustomer()
    await sql('update customers set email_verified_at = now() where email = $1', [customer.email])
    const own = await placedOrder({ paid: false, email: customer.email })
    const typo = customerData().email
    const asked = await askChange(customer, typo)
    expect(asked.status).toBe(200)
    expect(asked.body.profile).toMatchObject({ email: customer.email, pending_email: typo, email_verified: true, city: 'Marseille' })

    const token = await changeToken(typo)
    for (const session of [undefined, (await signedInCustomer()).token]) {
      const opened = await visitor().post('/api/email-verification?action=confirm', { token }, session)
      expect(opened.body).toEqual({ success: true, status: 'sign_in_required' })
    }
    const claim = await visitor().post('/api/email-verification?action=claim', { token, newPassword: 'Verger-du-voisin-2026' })
    expect(claim.status).toBe(400)
    expect(claim.body.error).toBe(authMessages.verificationLinkInvalid)

    expect(
      await sql('select email, email_verified_at is not null as verified from customers where id = $1', [Number(customer.client.id)]),
    ).toEqual([{ email: customer.email, verified: true }])
    expect((await login(customer.email, customer.password)).status).toBe(200)
    expect((await visitor().get('/api/client-management?action=get_profile', customer.token)).status).toBe(200)
    expect(await orderOwner(own.id)).toBe(Number(customer.client.id))
  })

  it('the current address is told and can cancel; the link then works no more', async () => {
    const customer = await signedInCustomer()
    const newEmail = customerData().email
    await askChange(customer, newEmail)
    const notice = await mailTo(customer.email, "Changement d'adresse e-mail demandé")
    expect(notice.text).toContain(newEmail)
    const token = await changeToken(newEmail)

    const cancelled = await visitor().post('/api/email-verification?action=cancel', { token: await cancelToken(customer.email) })
    expect(cancelled.body).toEqual({ success: true, message: authMessages.emailChangeCancelled })
    const again = await visitor().post('/api/email-verification?action=cancel', { token: await cancelToken(customer.email) })
    expect(again.status).toBe(400)
    expect(again.body.error).toBe(authMessages.emailChangeLinkInvalid)
    const opened = await visitor().post('/api/email-verification?action=confirm', { token }, customer.token)
    expect(opened.status).toBe(400)
    const profile = await visitor().post('/api/client-management', { action: 'get', clientId: customer.client.id }, customer.token)
    expect(profile.body.profile).toMatchObject({ email: customer.email, pending_email: null })
  })

  it('opened where the account is signed in, the new address becomes the account’s, proved, with its guest orders; other devices end', async () => {
    const customer = await signedInCustomer()
    const otherDevice = (await login(customer.email, customer.password)).body.sessionToken as string
    const newEmail = customerData().email
    const guestOrder = await placedOrder({ paid: false, email: newEmail })
    await askChange(customer, newEmail)
    expect((await visitor().get('/api/client-management?action=get_profile', otherDevice)).status).toBe(200)

    const confirmed = await visitor().post('/api/email-verification?action=confirm', { token: await changeToken(newEmail) }, customer.token)
    expect(confirmed.body).toEqual({ success: true, status: 'verified' })
    const [row] = await sql('select email, email_verified_at is not null as verified, pending_email from customers where id = $1', [
      Number(customer.client.id),
    ])
    expect(row).toEqual({ email: newEmail, verified: true, pending_email: null })
    expect((await visitor().get('/api/client-management?action=get_profile', otherDevice)).status).toBe(401)
    expect((await visitor().get('/api/client-management?action=get_profile', customer.token)).status).toBe(200)
    expect((await clientOrders(customer.token)).map((order) => order.order_number)).toEqual([guestOrder.orderNumber])
    expect((await login(newEmail, customer.password)).status).toBe(200)
  })

  it('the signed-in customer cancels from /profil; an address that is another account’s is refused at once', async () => {
    const customer = await signedInCustomer()
    const other = await registeredCustomer()
    const taken = await askChange(customer, other.email)
    expect(taken.status).toBe(409)
    expect(taken.body.error).toBe(authMessages.accountExists)

    await askChange(customer, customerData().email)
    const cancelled = await visitor().post('/api/email-verification?action=cancel', {}, customer.token)
    expect(cancelled.body.message).toBe(authMessages.emailChangeCancelled)
    expect((await sql('select pending_email from customers where id = $1', [Number(customer.client.id)]))[0].pending_email).toBeNull()
    expect((await visitor().post('/api/email-verification?action=cancel', {})).status).toBe(401)
  })
  it("an address an administrator types into an account is not proven: the guest orders placed with it stay the guest's", async () => {
    const customer = await signedInCustomer()
    await sql('update customers set email_verified_at = now() where id = $1', [Number(customer.client.id)])
    const typed = customerData().email
    const edited = await request(`/api/customers/${customer.client.id}`, jsonInit('PATCH', { email: typed }, await adminToken()))
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    const [row] = await sql('select email, email_verified_at from customers where id = $1', [Number(customer.client.id)])
    expect(row).toEqual({ email: typed, email_verified_at: null })
    const order = await placedOrder({ email: typed })
    expect(await orderOwner(order.id)).toBeNull()
  })
})

describe('signing up after a guest order', () => {
  it('answers the same for an address with guest orders only as for a new one; its orders show once the link is opened', async () => {
    const guestEmail = customerData().email
    const order = await placedOrder({ email: guestEmail })
    const fresh = await register(customerData().email)
    const afterGuest = await register(guestEmail)
    expect(afterGuest.status).toBe(fresh.status)
    expect(afterGuest.body).toEqual(fresh.body)
    expect(afterGuest.status).toBe(201)

    const signedIn = await login(guestEmail, 'Verger-du-client-2026')
    expect(signedIn.status).toBe(200)
    const token = signedIn.body.sessionToken as string
    expect(await clientOrders(token)).toEqual([])
    await visitor().post('/api/email-verification?action=confirm', { token: await verificationToken(guestEmail) }, token)
    expect((await clientOrders(token)).map((row) => row.order_number)).toEqual([order.orderNumber])
  })

  it('a record the former checkout made for a guest (no password, never proved) gives way to the account', async () => {
    const guestEmail = customerData().email
    const order = await placedOrder({ paid: false, email: guestEmail })
    const [record] = await sql(`insert into customers (email, created_via) values ($1, 'order_form') returning id`, [guestEmail])
    await sql('update orders set customer_id = $1 where id = $2', [record.id, order.id])

    expect((await register(guestEmail)).status).toBe(201)
    expect(await orderOwner(order.id)).toBeNull()
    const token = (await login(guestEmail, 'Verger-du-client-2026')).body.sessionToken as string
    expect(await clientOrders(token)).toEqual([])
  })

  it('keeps the spec’s 409 for an address that is a real account', async () => {
    const customer = await registeredCustomer()
    const res = await register(customer.email)
    expect(res.status).toBe(409)
    expect(res.body.error).toBe(authMessages.accountExists)
  })
})
