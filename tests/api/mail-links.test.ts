import { describe, expect, inject, it } from 'vitest'

import { paths } from '@shop/domain/paths'

import { adminToken, jsonInit, request, sql } from '../support/api.ts'
import { runChoreNow } from '../support/chores.ts'
import { mailTo, registeredCustomer, signedInCustomer, visitor } from '../support/customers.ts'
import { answerMailbox, mailedLink, type Mail } from '../support/inbox.ts'
import { emailJobsTo, mailsSettledFor, outboxTextOf } from '../support/mail-jobs.ts'

/**
 * The outbox (payload_jobs and its log) goes into every backup: a link that opens an account is
 * never there in clear, and not at all once its e-mail has left (cms/src/mail/sealed-links.ts).
 */

/** The delivered link has its secret in the fragment only, and the outbox keeps neither the secret nor the link. */
async function expectForgotten(mail: Mail, address: string, path: string, secretName = 'token'): Promise<string> {
  const { url, secrets } = mailedLink(mail, path)
  const secret = secrets.get(secretName) ?? ''
  expect(secret).toMatch(/^[\w-]{43}$/)
  expect(url.search).toBe('')
  expect(`${url.origin}${url.pathname}`).not.toContain(secret)
  // Once sent, not even sealed: the link is gone from the job and from each try's copy in its log.
  await expect.poll(() => outboxTextOf(address)).not.toContain('[[lien:')
  const outbox = await outboxTextOf(address)
  expect(outbox).toContain('[[lien à usage unique, effacé après l’envoi]]')
  expect(outbox).not.toContain(secret)
  expect(outbox).not.toContain(encodeURIComponent(secret))
  expect(outbox).not.toContain(`${path}#`)
  return secret
}

describe('links in the outbox', () => {
  it('keeps no sign-up proof in the jobs once the e-mail is delivered, and the link still proves the address', async () => {
    const customer = await signedInCustomer()
    const mail = await mailTo(customer.email, 'Confirmez votre adresse e-mail')
    const token = await expectForgotten(mail, customer.email, paths.verifyEmail)
    const confirmed = await visitor().post('/api/email-verification?action=confirm', { token }, customer.token)
    expect(confirmed.body).toEqual({ success: true, status: 'verified' })
  })

  it('keeps no password reset link in the jobs while the e-mail waits, nor once it is delivered', async () => {
    const customer = await registeredCustomer()
    await answerMailbox(inject('inboxUrl'), customer.email, 'unavailable')
    await visitor().post('/api/auth-validation', { action: 'reset_password', email: customer.email })
    // Refused for now, the e-mail waits for its next try: its link is in the job only sealed.
    await expect
      .poll(async () => (await emailJobsTo(customer.email)).find((job) => job.total_tried >= 1)?.id, { timeout: 10_000 })
      .toEqual(expect.any(Number))
    const waiting = await outboxTextOf(customer.email)
    expect(waiting).toContain('[[lien:')
    expect(waiting).not.toContain(paths.resetPassword)
    await answerMailbox(inject('inboxUrl'), customer.email, 'accept')
    await sql(`update payload_jobs set wait_until = now() where queue = 'mail' and input->>'to' = $1`, [customer.email])

    const token = await expectForgotten(await mailTo(customer.email, 'Réinitialisation'), customer.email, paths.resetPassword)
    const reset = await visitor().post('/api/password-reset', { action: 'confirm_reset', token, newPassword: 'Un-nouveau-mot-de-passe-7' })
    expect(reset.body).toMatchObject({ success: true })
  })

  it('keeps no erasure link in the jobs once the e-mail is delivered', async () => {
    const customer = await signedInCustomer()
    const id = Number(customer.client.id)
    await sql('update customers set password_hash = null, google_subject = $2 where id = $1', [id, `verified:${customer.email}`])
    const erase = (token?: string, body?: unknown) => visitor().delete('/api/client-management?action=delete_account', token, body)
    expect((await erase(customer.token)).status).toBe(200)
    const mail = await mailTo(customer.email, 'Confirmez la suppression de votre compte')
    const token = await expectForgotten(mail, customer.email, paths.accountErasure)
    expect((await erase(undefined, { token })).body).toEqual({ success: true })
  })

  it('refuses to send again a delivered e-mail whose one-time link is gone', async () => {
    const customer = await registeredCustomer()
    await visitor().post('/api/auth-validation', { action: 'reset_password', email: customer.email })
    await expectForgotten(await mailTo(customer.email, 'Réinitialisation'), customer.email, paths.resetPassword)
    const [job] = await sql<{ id: number }>(`select id from payload_jobs where queue = 'mail' and input->>'to' = $1`, [customer.email])
    const resent = await request('/api/payload-jobs', jsonInit('POST', { resendOf: job?.id }, await adminToken()))
    expect(resent.status).toBe(409)
    expect(resent.body.errors[0].message).toBe(
      'Son lien à usage unique a été effacé après l’envoi : le client doit en demander un nouveau.',
    )
  })
})

describe('the history of sent e-mails', () => {
  it('is removed by its chore after 7 days, not a month', async () => {
    const customer = await registeredCustomer()
    await mailsSettledFor(customer.email)
    const [sent] = await sql<{ id: number }>(
      `select id from payload_jobs where queue = 'mail' and input->>'to' = $1 and completed_at is not null`,
      [customer.email],
    )
    const copies = await sql<{ id: number }>(
      `insert into payload_jobs (input, task_slug, queue, completed_at, updated_at, created_at)
         select input, task_slug, queue, now() - make_interval(days => d), now() - make_interval(days => d), now() - make_interval(days => d)
           from payload_jobs, unnest(array[8, 6]) d where id = $1
         returning id`,
      [sent?.id],
    )
    const [eightDays, sixDays] = copies.map((copy) => copy.id)
    await runChoreNow('job-history-purge')
    const left = (await sql<{ id: number }>('select id from payload_jobs where id = any($1::int[])', [[eightDays, sixDays]])).map(
      (row) => row.id,
    )
    expect(left).toEqual([sixDays])
  })
})
