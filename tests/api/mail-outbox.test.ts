import { beforeAll, describe, expect, inject, it } from 'vitest'

import { customerData } from '@shop/seed/factories'

import { adminToken, authHeaders, jsonInit, request, sql, staffLogin } from '../support/api.ts'
import { placedOrder, staffMember } from '../support/dashboard.ts'
import { submitForm } from '../support/forms.ts'
import { answerMailbox, mailsTo, waitForMail } from '../support/inbox.ts'
import { emailJobsTo } from '../support/mail-jobs.ts'

/**
 * Every e-mail is a job of the 'mail' queue, written with what it announces and sent by the
 * queue's worker: a mail server away loses nothing, and administrators see each e-mail's fate.
 */

const inbox = () => inject('inboxUrl')

describe('the outbox', () => {
  let admin: string
  let editor: string

  beforeAll(async () => {
    admin = await adminToken()
    const member = await staffMember('editor')
    editor = await staffLogin(member.email, member.password)
  })

  it('keeps the confirmation of an order paid while the mail server is away, and sends it once when it is back', async () => {
    const { email } = customerData()
    await answerMailbox(inbox(), email, 'unavailable')
    const order = await placedOrder({ email })

    // Queued with the payment, tried, refused for now: it waits for its next try, and nothing arrived.
    await expect.poll(async () => (await emailJobsTo(email))[0]?.total_tried, { timeout: 10_000 }).toBeGreaterThanOrEqual(1)
    const [job, ...others] = await emailJobsTo(email)
    expect(others).toHaveLength(0)
    expect(job).toMatchObject({ has_error: false, completed_at: null })
    expect(job?.wait_until?.getTime()).toBeGreaterThan(Date.now())
    expect(await mailsTo(inbox(), email)).toHaveLength(0)
    // On its way already: Renvoyer would make two.
    const early = await request('/api/payload-jobs', jsonInit('POST', { resendOf: job?.id }, admin))
    expect(early.status).toBe(409)
    expect(early.body.errors[0].message).toBe("Cet e-mail est encore en cours d'envoi.")
    const waiting = await request(`/api/payload-jobs/${job?.id}?depth=0`, authHeaders(admin))
    expect(waiting.status).toBe(200)
    expect(waiting.body).toMatchObject({
      recipient: email,
      subject: `Confirmation de votre commande ${order.orderNumber} – Ma Boutique Protection`,
      state: 'pending',
      lastError: 'Refus du serveur de messagerie : 451 4.3.0 Mail server temporarily unavailable, try again later',
    })

    // The server is back; as if the wait before the next try had passed.
    await answerMailbox(inbox(), email, 'accept')
    await sql('update payload_jobs set wait_until = now() where id = $1', [job?.id])
    const mail = await waitForMail(inbox(), email, order.orderNumber)
    expect(mail.subject).toBe(`Confirmation de votre commande ${order.orderNumber} – Ma Boutique Protection`)
    expect(mail.text).toContain('Droit de rétractation')
    // The same Message-ID at every try of the job: a copy sent again after a crash is one message to the receiver.
    expect(mail.messageId).toMatch(new RegExp(`^<mail-${job?.id}-${job?.created_at.getTime()}@maboutiqueprotection\\.fr>$`))
    // Sent once: the job is over, and nothing else was queued for the address.
    await expect.poll(async () => (await emailJobsTo(email))[0]?.completed_at, { timeout: 10_000 }).toEqual(expect.any(Date))
    expect(await mailsTo(inbox(), email)).toHaveLength(1)
    expect(await emailJobsTo(email)).toEqual([expect.objectContaining({ id: job?.id, has_error: false, completed_at: expect.any(Date) })])
    expect((await request(`/api/payload-jobs/${job?.id}?depth=0`, authHeaders(admin))).body).toMatchObject({ state: 'sent' })
  })

  it('sets aside an e-mail whose sending took its server down too often, so that the queue goes on', async () => {
    const { email } = customerData()
    await answerMailbox(inbox(), email, 'unavailable')
    expect((await submitForm('newsletter', { email, consent: true })).status).toBe(201)
    await expect.poll(async () => (await emailJobsTo(email))[0]?.total_tried, { timeout: 10_000 }).toBeGreaterThanOrEqual(1)
    const [job] = await emailJobsTo(email)
    await answerMailbox(inbox(), email, 'accept')
    // As instances that died while sending it would leave it, eleven times already.
    await sql('update payload_jobs set processing = true, total_tried = 11, wait_until = now() where id = $1', [job?.id])
    await expect.poll(async () => (await emailJobsTo(email))[0]?.has_error, { timeout: 10_000 }).toBe(true)
    expect((await emailJobsTo(email))[0]).toMatchObject({ total_tried: 12, completed_at: null })
    expect((await request(`/api/payload-jobs/${job?.id}?depth=0`, authHeaders(admin))).body).toMatchObject({
      state: 'failed',
      lastError: "Interrompue 12 fois (le serveur s'est arrêté pendant son exécution) : mise de côté.",
    })
    // The wait is what is tested: a set-aside e-mail is not tried again by the queue's next polls (every 250 ms here).
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(await mailsTo(inbox(), email)).toHaveLength(0)
  })

  it('fails at once for an address the mail server refuses, shows it to administrators only, and sends it again on Renvoyer', async () => {
    const { email } = customerData()
    await answerMailbox(inbox(), email, 'refuse')
    expect((await submitForm('newsletter', { email, consent: true })).status).toBe(201)

    await expect.poll(async () => (await emailJobsTo(email))[0]?.has_error, { timeout: 10_000 }).toBe(true)
    // Given up at the first refusal: no later try.
    const [job] = await emailJobsTo(email)
    expect(job).toMatchObject({ completed_at: null, wait_until: null })
    // The wait is what is tested: no later try in the queue's next polls (every 250 ms here).
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(await emailJobsTo(email)).toEqual([job])
    expect(await mailsTo(inbox(), email)).toHaveLength(0)

    const seen = await request(`/api/payload-jobs/${job?.id}?depth=0`, authHeaders(admin))
    expect(seen.status).toBe(200)
    expect(seen.body).toMatchObject({
      recipient: email,
      subject: 'Confirmez votre inscription à la newsletter – Ma Boutique Protection',
      state: 'failed',
      lastError: 'Refus définitif du serveur de messagerie : 550 5.1.1 Mailbox unavailable',
    })
    // The e-mail's body, with its confirmation link, does not leave the server.
    expect(JSON.stringify(seen.body)).not.toContain('/newsletter/confirmation')
    // The list is the e-mails', not the chores'.
    const list = await request('/api/payload-jobs?depth=0&limit=50&sort=-createdAt', authHeaders(admin))
    expect(list.status).toBe(200)
    expect(list.body.docs.length).toBeGreaterThan(0)
    expect(list.body.docs.every((doc: { queue: string }) => doc.queue === 'mail')).toBe(true)
    // Administrators only.
    expect((await request(`/api/payload-jobs/${job?.id}`, authHeaders(editor))).status).toBe(403)
    expect((await request(`/api/payload-jobs/${job?.id}`)).status).toBe(403)
    expect((await request('/api/payload-jobs', authHeaders(editor))).status).toBe(403)

    // Renvoyer names the e-mail and nothing else, and is an administrator's.
    await answerMailbox(inbox(), email, 'accept')
    const forged = { resendOf: job?.id, input: { to: 'pirate@example.fr', subject: 'Votre colis', html: '<p>Cliquez ici</p>' } }
    expect((await request('/api/payload-jobs', jsonInit('POST', forged, admin))).status).toBe(403)
    expect((await request('/api/payload-jobs', jsonInit('POST', { resendOf: job?.id }, editor))).status).toBe(403)
    const [chore] = await sql<{ id: number }>("select id from payload_jobs where queue = 'chores' limit 1")
    const notAnEmail = await request('/api/payload-jobs', jsonInit('POST', { resendOf: chore?.id }, admin))
    expect(notAnEmail.status).toBe(400)
    expect(notAnEmail.body.errors[0].message).toBe('Seul un e-mail peut être renvoyé.')
    // Refused in the request: nothing was queued for the forged address.
    expect(await emailJobsTo('pirate@example.fr')).toHaveLength(0)
    expect(await mailsTo(inbox(), 'pirate@example.fr')).toHaveLength(0)

    const resent = await request('/api/payload-jobs?depth=0', jsonInit('POST', { resendOf: job?.id }, admin))
    expect(resent.status).toBe(201)
    expect(resent.body.doc).toMatchObject({ recipient: email, state: 'pending', resendOf: job?.id })
    const mail = await waitForMail(inbox(), email, 'Confirmez votre inscription')
    expect(mail.text).toContain('/newsletter/confirmation?token=')
    await expect
      .poll(async () => (await request(`/api/payload-jobs/${resent.body.doc.id}?depth=0`, authHeaders(admin))).body.state)
      .toBe('sent')
    expect(await mailsTo(inbox(), email)).toHaveLength(1)
    // The first stays as it was: failed, with its reason.
    expect((await request(`/api/payload-jobs/${job?.id}?depth=0`, authHeaders(admin))).body).toMatchObject({ state: 'failed' })
  })
})
