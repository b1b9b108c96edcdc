import { describe, expect, inject, it } from 'vitest'

import { customerData } from '@shop/seed/factories'

import { formatDate } from '@shop/domain/dates'
import { inactiveErasureFrom } from '@shop/domain/inactive-accounts'

import { baseUrl, request, sql } from '../support/api.ts'
import { signInThroughProvider } from '../support/browserless-oidc.ts'
import { checkoutBody, createPayment, fakeStripe, publishedSlug, sessionIdOf, waitForStatus } from '../support/checkout.ts'
import { choreRoundAfterNow } from '../support/chores.ts'
import { mailTo, signedInCustomer, visitor } from '../support/customers.ts'
import { mailsTo } from '../support/inbox.ts'

const warningSubject = 'Votre compte sera bientôt supprimé'

type AccountRow = {
  email: string
  first_name: string | null
  password_hash: string | null
  anonymised_at: Date | null
  inactivity_warned_at: Date | null
  recently_active: boolean
}

const accountRow = async (id: number) =>
  (
    await sql<AccountRow>(
      `select email, first_name, password_hash, anonymised_at, inactivity_warned_at,
              last_active_at > now() - interval '1 minute' as recently_active
       from customers where id = $1`,
      [id],
    )
  )[0] as AccountRow

/**
 * Moves the account's clock: its last activity and its warning this long ago (PostgreSQL
 * intervals; a null warning means none was sent).
 */
async function age(id: number, lastActiveAgo: string, warnedAgo: string | null) {
  await sql(
    `update customers set last_active_at = now() - $2::interval,
       inactivity_warned_at = case when $3::interval is null then null else now() - $3::interval end
     where id = $1`,
    [id, lastActiveAgo, warnedAgo],
  )
}

const warningsTo = async (address: string) =>
  (await mailsTo(inject('inboxUrl'), address)).filter((mail) => mail.subject.includes(warningSubject))

async function paidOrder(token: string): Promise<number> {
  const placed = await createPayment(
    checkoutBody([{ category: 'telephone', productId: await publishedSlug('phones'), protection: 'hd-tpu', quantity: 1 }]),
    token,
  )
  expect(placed.status).toBe(200)
  await fakeStripe.pay(sessionIdOf(placed.body.url))
  await waitForStatus(placed.body.orderId, 'confirmed')
  return Number(placed.body.orderId)
}

describe('accounts without a sign-in or an order for 3 years (privacy policy)', () => {
  it('warns an account 30 days before it reaches 3 years, once, with the day it may be erased from', async () => {
    const customer = await signedInCustomer()
    const notYet = await signedInCustomer()
    const id = Number(customer.client.id)
    await age(id, '3 years -29 days', null)
    await age(Number(notYet.client.id), '3 years -31 days', null)

    const mail = await mailTo(customer.email, warningSubject)
    const { inactivity_warned_at: warnedAt } = await accountRow(id)
    expect(warnedAt).not.toBeNull()
    expect(mail.text).toContain(`Bonjour ${customer.firstName},`)
    expect(mail.text).toContain(
      `Sans connexion de votre part, votre compte sera supprimé à partir du ${formatDate(inactiveErasureFrom(new Date(warnedAt as Date)).toISOString())}`,
    )
    expect(mail.text).toContain('Pour conserver votre compte, il vous suffit de vous connecter avant cette date.')
    expect(mail.text).toContain(`${baseUrl()}/profil`)

    await choreRoundAfterNow('inactive-accounts')
    expect(await warningsTo(customer.email)).toHaveLength(1)
    expect(await warningsTo(notYet.email)).toHaveLength(0)
    expect(await accountRow(Number(notYet.client.id))).toMatchObject({ inactivity_warned_at: null })
    expect(await accountRow(id)).toMatchObject({ anonymised_at: null, email: customer.email })
  })

  it('erases an account inactive 3 years and warned 30 days ago as its owner would: anonymised, signed out, invoices kept', async () => {
    const customer = await signedInCustomer()
    const id = Number(customer.client.id)
    const orderId = await paidOrder(customer.token)
    await expect.poll(async () => (await sql('select 1 from invoices where order_id = $1', [orderId])).length, { timeout: 10_000 }).toBe(1)
    const [invoiceBefore] = await sql('select number, snapshot from invoices where order_id = $1', [orderId])
    const warnedLately = await signedInCustomer()
    await age(Number(warnedLately.client.id), '3 years 1 day', '29 days')
    await age(id, '3 years 1 day', '30 days 1 hour')

    await expect.poll(async () => (await accountRow(id)).anonymised_at, { timeout: 15_000 }).not.toBeNull()
    expect(await accountRow(id)).toMatchObject({ email: `supprime-${id}@anonyme.invalid`, first_name: null, password_hash: null })
    const [{ live }] = await sql(
      `select count(*)::int as live from customer_sessions where customer_id = $1 and revoked_at is null and expires_at > now()`,
      [id],
    )
    expect(live).toBe(0)
    expect((await visitor().get('/api/client-management?action=get_profile', customer.token)).status).toBe(401)
    const login = await visitor().post('/api/auth-validation', { action: 'login', email: customer.email, password: customer.password })
    expect(login.status).toBe(401)
    // Kept 10 years (Code de commerce L123-22), as issued: the buyer's details are the invoice's own.
    expect(await sql('select number, snapshot from invoices where order_id = $1', [orderId])).toEqual([invoiceBefore])
    expect(await sql('select id from orders where id = $1', [orderId])).toHaveLength(1)

    await choreRoundAfterNow('inactive-accounts')
    expect(await accountRow(Number(warnedLately.client.id))).toMatchObject({ anonymised_at: null, email: warnedLately.email })
  })

  it('a sign-in withdraws the warning and starts the count again, by password as through Google', async () => {
    const customer = await signedInCustomer()
    const id = Number(customer.client.id)
    await age(id, '3 years -20 days', '10 days')
    const login = await visitor().post('/api/auth-validation', { action: 'login', email: customer.email, password: customer.password })
    expect(login.status).toBe(200)
    expect(await accountRow(id)).toMatchObject({ inactivity_warned_at: null, recently_active: true })

    const googleEmail = customerData().email
    const google = () => signInThroughProvider(`${baseUrl()}/api/auth/google?returnTo=/profil`, `verified:${googleEmail}`)
    const redeem = async () => {
      const { landing, cookie } = await google()
      const code = new URLSearchParams(landing.hash.slice(1)).get('google_code')
      const res = await request('/api/auth/google/session', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
        body: JSON.stringify({ code }),
      })
      expect(res.status).toBe(200)
      return Number(res.body.client.id)
    }
    const googleId = await redeem()
    await age(googleId, '3 years -20 days', '10 days')
    expect(await redeem()).toBe(googleId)
    expect(await accountRow(googleId)).toMatchObject({ inactivity_warned_at: null, recently_active: true })

    // Warned 10 days ago, both were 20 days from their erasure: now neither is due for anything.
    await choreRoundAfterNow('inactive-accounts')
    expect(await accountRow(id)).toMatchObject({ anonymised_at: null, inactivity_warned_at: null })
    expect(await accountRow(googleId)).toMatchObject({ anonymised_at: null, inactivity_warned_at: null, email: googleEmail })
    expect(await warningsTo(customer.email)).toHaveLength(0)
    expect(await warningsTo(googleEmail)).toHaveLength(0)
  })

  it('an order is activity too: it withdraws the warning', async () => {
    const customer = await signedInCustomer()
    const id = Number(customer.client.id)
    await age(id, '3 years -20 days', '10 days')
    await paidOrder(customer.token)
    expect(await accountRow(id)).toMatchObject({ inactivity_warned_at: null, recently_active: true })
    await choreRoundAfterNow('inactive-accounts')
    expect(await accountRow(id)).toMatchObject({ anonymised_at: null, inactivity_warned_at: null })
  })
})
