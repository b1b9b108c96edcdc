import { describe, expect, it } from 'vitest'

import { customerData, uniqueClientIp } from '@shop/seed/factories'

import { consentTexts, formMessages } from '@shop/domain/forms'

import { request, sql } from '../support/api.ts'
import { mailTo, visitor } from '../support/customers.ts'
import { submitForm } from '../support/forms.ts'

const nlReference = expect.stringMatching(/^NL-\d{8}-\d{6}$/)

const subscriber = async (email: string) => (await sql('select * from newsletter_subscribers where email = $1', [email]))[0]
const linkToken = (text: string, path: string) => decodeURIComponent(new RegExp(`${path}\\?token=(\\S+)`).exec(text)?.[1] ?? '')

async function signUp(email: string) {
  const res = await submitForm('newsletter', { email, consent: true })
  expect(res.status).toBe(201)
  expect(res.body).toEqual({ success: true, reference: nlReference })
  return res.body.reference as string
}

describe('newsletter: double opt-in', () => {
  it('keeps a sign-up pending with its consent proof until the e-mailed link is opened', async () => {
    const { email } = customerData()
    const reference = await signUp(email)
    const row = await subscriber(email)
    expect(row).toMatchObject({ status: 'pending', reference, consent_text: consentTexts.newsletter, confirmed_at: null })
    expect(row.consent_consented_at).not.toBeNull()

    const mail = await mailTo(email, 'Confirmez votre inscription')
    expect(mail.text).toContain(reference)
    const token = linkToken(mail.text, '/newsletter/confirmation')
    // Stored hashed only.
    expect(row.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(row)).not.toContain(token)
    // The confirmation mail already carries the unsubscribe link, in the text and the headers.
    expect(mail.text).toContain('/newsletter/desinscription?token=')
    expect(mail.listUnsubscribe).toContain('/api/newsletter/unsubscribe?token=')

    const confirmed = await visitor().post('/api/newsletter/confirm', { token })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toEqual({ success: true })
    expect(await subscriber(email)).toMatchObject({ status: 'confirmed', confirmed_at: expect.any(Date) })
    // Opened twice (a mail scanner, a second click): still fine.
    expect((await visitor().post('/api/newsletter/confirm', { token })).status).toBe(200)
  })

  it('refuses a wrong or expired link in French', async () => {
    const wrong = await visitor().post('/api/newsletter/confirm', { token: 'x'.repeat(43) })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toEqual({ success: false, error: formMessages.newsletterLinkInvalid })

    const { email } = customerData()
    await signUp(email)
    const token = linkToken((await mailTo(email, 'Confirmez')).text, '/newsletter/confirmation')
    await sql(`update newsletter_subscribers set confirm_token_expires_at = now() - interval '1 minute' where email = $1`, [email])
    const expired = await visitor().post('/api/newsletter/confirm', { token })
    expect(expired.status).toBe(400)
    expect(expired.body.error).toBe(formMessages.newsletterLinkInvalid)
    expect((await subscriber(email)).status).toBe('pending')
  })

  it('answers the same whether the address is new or already subscribed; only its owner learns which', async () => {
    const { email } = customerData()
    await signUp(email)
    await visitor().post('/api/newsletter/confirm', {
      token: linkToken((await mailTo(email, 'Confirmez')).text, '/newsletter/confirmation'),
    })
    const again = await submitForm('newsletter', { email, consent: 'on' }, { urlencoded: true })
    expect(again.status).toBe(201)
    expect(again.body).toEqual({ success: true, reference: nlReference })
    expect((await subscriber(email)).status).toBe('confirmed')
    const mail = await mailTo(email, 'déjà inscrit')
    expect(mail.text).toContain('/newsletter/desinscription?token=')
    expect(await sql('select id from newsletter_subscribers where email = $1', [email])).toHaveLength(1)
  })

  it('unsubscribes by the link of any newsletter mail, from the page or in one click', async () => {
    const { email } = customerData()
    await signUp(email)
    const mail = await mailTo(email, 'Confirmez')
    const token = linkToken(mail.text, '/newsletter/desinscription')
    const res = await visitor().post('/api/newsletter/unsubscribe', { token })
    expect(res.status).toBe(200)
    expect(await subscriber(email)).toMatchObject({ status: 'unsubscribed', unsubscribed_at: expect.any(Date) })
    // The confirmation link no longer subscribes.
    const confirm = await visitor().post('/api/newsletter/confirm', { token: linkToken(mail.text, '/newsletter/confirmation') })
    expect(confirm.status).toBe(400)

    // Mail clients post `List-Unsubscribe=One-Click` to the header's address (RFC 8058).
    const oneClick = /<([^>]+)>/.exec(mail.listUnsubscribe ?? '')?.[1] ?? ''
    const posted = await fetch(oneClick, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': uniqueClientIp() },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(posted.status).toBe(200)

    const forged = await visitor().post('/api/newsletter/unsubscribe', { token: `${token.split('.')[0]}.${'A'.repeat(43)}` })
    expect(forged.status).toBe(400)
    expect(forged.body.error).toBe(formMessages.newsletterLinkInvalid)
  })

  it('keeps the list to staff', async () => {
    expect((await request('/api/newsletter-subscribers')).status).toBe(403)
  })
})
