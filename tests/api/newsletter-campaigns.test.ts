import { beforeAll, describe, expect, inject, it } from 'vitest'

import { customerData, staffData, uniqueClientIp } from '@shop/seed/factories'

import { campaignMessages } from '@shop/domain/newsletter'

import { adminToken, jsonInit, request, sql, staffLogin } from '../support/api.ts'
import { choreRoundAfterNow } from '../support/chores.ts'
import { signedInCustomer } from '../support/customers.ts'
import { mailsTo } from '../support/inbox.ts'
import { mailsSettledFor } from '../support/mail-jobs.ts'

/** Subscribers as the double opt-in leaves them (tests/api/newsletter.test.ts walks the opt-in itself). */
async function subscriberWith(status: 'pending' | 'confirmed' | 'unsubscribed'): Promise<string> {
  const { email } = customerData()
  await sql(
    `insert into newsletter_subscribers (email, status, confirmed_at)
     values ($1, $2::enum_newsletter_subscribers_status, case when $2::text = 'confirmed' then now() end)`,
    [email, status],
  )
  return email
}

const sentWith = async (address: string, subject: string) =>
  (await mailsTo(inject('inboxUrl'), address)).filter((mail) => mail.subject === subject)

const campaignRow = async (id: number) => (await sql('select * from newsletter_campaigns where id = $1', [id]))[0]

describe('newsletters written and scheduled by staff', () => {
  let editor: string
  let admin: string

  beforeAll(async () => {
    admin = await adminToken()
    const data = staffData('editor')
    expect((await request('/api/users', jsonInit('POST', data, admin))).status).toBe(201)
    editor = await staffLogin(data.email, data.password)
  })

  it('sends a scheduled newsletter once to each confirmed subscriber, with its unsubscribe link, and counts it', async () => {
    const [confirmed, alsoConfirmed, pending, unsubscribed] = [
      await subscriberWith('confirmed'),
      await subscriberWith('confirmed'),
      await subscriberWith('pending'),
      await subscriberWith('unsubscribed'),
    ]
    const subject = `Les nouveautés de novembre ${Date.now()}`
    const draft = await request(
      '/api/newsletter-campaigns',
      jsonInit(
        'POST',
        {
          subject,
          body: 'Nos verres trempés pour la nouvelle gamme\nsont arrivés.\n\nLivraison offerte cette semaine.',
          linkLabel: 'Voir les téléphones',
          linkUrl: 'https://boutique.example.fr/telephones',
        },
        editor,
      ),
    )
    expect(draft.status).toBe(201)
    expect(draft.body.doc).toMatchObject({ status: 'draft', subject })
    const id = draft.body.doc.id as number

    // A draft, then a newsletter scheduled for later, stay unsent.
    const later = new Date(Date.now() + 60 * 60 * 1000).toISOString()
    expect(
      (await request(`/api/newsletter-campaigns/${id}`, jsonInit('PATCH', { status: 'scheduled', sendAt: later }, editor))).status,
    ).toBe(200)
    // Two rounds of the send chore (every second in the tests) pass it by.
    await choreRoundAfterNow('newsletter-send')
    await choreRoundAfterNow('newsletter-send')
    await mailsSettledFor(confirmed)
    expect(await sentWith(confirmed, subject)).toHaveLength(0)
    expect(await campaignRow(id)).toMatchObject({ status: 'scheduled', sent_at: null })

    const now = new Date(Date.now() - 1000).toISOString()
    expect((await request(`/api/newsletter-campaigns/${id}`, jsonInit('PATCH', { sendAt: now }, editor))).status).toBe(200)
    await expect.poll(async () => (await campaignRow(id)).status, { timeout: 20_000 }).toBe('sent')

    const [mail, ...again] = await sentWith(confirmed, subject)
    expect(again).toHaveLength(0)
    expect(await sentWith(alsoConfirmed, subject)).toHaveLength(1)
    expect(await sentWith(pending, subject)).toHaveLength(0)
    expect(await sentWith(unsubscribed, subject)).toHaveLength(0)
    expect(mail?.text).toContain('Bonjour,')
    expect(mail?.text).toContain('Nos verres trempés pour la nouvelle gamme sont arrivés.')
    expect(mail?.html).toContain('<p style="margin:0 0 16px">Livraison offerte cette semaine.</p>')
    expect(mail?.html).toContain('href="https://boutique.example.fr/telephones"')
    expect(mail?.text).toContain('/newsletter/desinscription?token=')
    expect(mail?.listUnsubscribe).toContain('/api/newsletter/unsubscribe?token=')

    const [{ sent }] = await sql(
      'select count(*)::int as sent from shop_newsletter_deliveries where campaign_id = $1 and sent_at is not null',
      [id],
    )
    const row = await campaignRow(id)
    expect(row).toMatchObject({ sent_at: expect.any(Date) })
    expect(Number(row.sent_count)).toBe(sent)
    expect(Number(row.failed_count)).toBe(0)

    // The mail's one-click link unsubscribes its reader.
    const oneClick = /<([^>]+)>/.exec(mail?.listUnsubscribe ?? '')?.[1] ?? ''
    const res = await fetch(oneClick, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': uniqueClientIp() },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(res.status).toBe(200)
    expect((await sql('select status from newsletter_subscribers where email = $1', [confirmed]))[0].status).toBe('unsubscribed')

    // Sent: no longer edited, nor sent again.
    const edited = await request(
      `/api/newsletter-campaigns/${id}`,
      jsonInit('PATCH', { subject: 'Autre objet', status: 'scheduled' }, editor),
    )
    expect(edited.status).toBe(400)
    expect(edited.body.errors[0].data.errors[0]).toMatchObject({ path: 'status', message: campaignMessages.alreadySent })
    expect((await campaignRow(id)).subject).toBe(subject)
    await choreRoundAfterNow('newsletter-send')
    await mailsSettledFor(alsoConfirmed)
    expect(await sentWith(alsoConfirmed, subject)).toHaveLength(1)
  })

  it("refuses in French the send's own statuses and a half or non-web button, writing nothing", async () => {
    const subject = `Refusée ${Date.now()}`
    const cases: [Record<string, unknown>, string, string][] = [
      [{ status: 'sent' }, 'status', campaignMessages.statusReserved],
      [{ status: 'sending' }, 'status', campaignMessages.statusReserved],
      [{ linkLabel: 'Voir' }, 'linkUrl', campaignMessages.linkIncomplete],
      [{ linkUrl: 'https://boutique.example.fr' }, 'linkLabel', campaignMessages.linkIncomplete],
      [{ linkLabel: 'Voir', linkUrl: 'javascript:alert(1)' }, 'linkUrl', campaignMessages.linkNotWeb],
    ]
    for (const [fields, path, message] of cases) {
      const res = await request('/api/newsletter-campaigns', jsonInit('POST', { subject, body: 'Texte.', ...fields }, editor))
      expect(res.status).toBe(400)
      expect(res.body.errors[0].data.errors[0]).toMatchObject({ path, message })
    }
    expect(await sql('select id from newsletter_campaigns where subject = $1', [subject])).toHaveLength(0)
  })

  it('keeps newsletters to staff, and their deletion to admins', async () => {
    expect((await request('/api/newsletter-campaigns')).status).toBe(403)
    const customer = await signedInCustomer()
    const pirate = { subject: 'Pirate', body: 'x', status: 'scheduled' }
    const asCustomer = await request('/api/newsletter-campaigns', {
      ...jsonInit('POST', pirate),
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${customer.token}` },
    })
    expect(asCustomer.status).toBe(403)
    expect((await request('/api/newsletter-campaigns', jsonInit('POST', pirate))).status).toBe(403)
    expect(await sql("select id from newsletter_campaigns where subject = 'Pirate'")).toHaveLength(0)

    const created = await request(
      '/api/newsletter-campaigns',
      jsonInit('POST', { subject: `À supprimer ${Date.now()}`, body: 'x' }, editor),
    )
    const id = created.body.doc.id as number
    expect((await request(`/api/newsletter-campaigns/${id}`, jsonInit('DELETE', undefined, editor))).status).toBe(403)
    expect((await request(`/api/newsletter-campaigns/${id}`, jsonInit('DELETE', undefined, admin))).status).toBe(200)
    expect(await campaignRow(id)).toBeUndefined()
  })
})
