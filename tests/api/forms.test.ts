import sharp from 'sharp'
import { describe, expect, inject, it } from 'vitest'

import { customerData, uniqueClientIp } from '@shop/seed/factories'

import { authMessages } from '@shop/domain/auth-messages'
import { claimPhotoMessages, consentTexts, formMessages } from '@shop/domain/forms'

import { request, sql } from '../support/api.ts'
import { mailTo } from '../support/customers.ts'
import { placedOrder } from '../support/dashboard.ts'
import { shopAddresses, submitClaim, submitForm, ticketsOf, validForms } from '../support/forms.ts'
import { mailsTo } from '../support/inbox.ts'
import { emailJobsTo } from '../support/mail-jobs.ts'
import { floodFor, readBound, streamedPost } from '../support/streamed-request.ts'

const mb = 1024 * 1024
const reference = expect.stringMatching(/^SUP-\d{8}-\d{6}$/)
const ticketForms = Object.keys(validForms()) as (keyof ReturnType<typeof validForms>)[]

const image = (format: 'png' | 'jpeg' | 'gif') =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: '#0c6c80' } })
    .toFormat(format)
    .toBuffer()

const claimFields = (email: string) => validForms(email)['warranty-claim']
const claimPhotoCount = async () => (await sql('select count(*)::int as n from claim_photos'))[0].n as number

describe('POST /api/forms/:form', () => {
  it.each(ticketForms)('%s: stored as a ticket for staff, the sender and the shop are told by e-mail', async (form) => {
    const { email } = customerData()
    const body = validForms(email)[form]
    const res = await submitForm(form, body)
    expect(res.status).toBe(201)
    expect(res.body).toEqual({ success: true, reference })

    const [ticket] = await ticketsOf(email)
    expect(ticket).toMatchObject({ reference: res.body.reference, source: form, status: 'open' })
    if (form === 'order-support') expect(ticket.consent_consented_at).toBeNull()
    else {
      expect(ticket.consent_text).toBe(consentTexts[form])
      expect(Date.now() - new Date(ticket.consent_consented_at).getTime()).toBeLessThan(60_000)
    }

    const acknowledgement = await mailTo(email, res.body.reference)
    expect(acknowledgement.text).toContain(res.body.reference)
    const shop = await shopAddresses()
    const notification = await mailTo(
      form === 'legal-contact' || form === 'cookie-contact' ? shop.contact : shop.support,
      res.body.reference,
    )
    expect(notification.text).toContain(`/admin/collections/tickets/${ticket.id}`)
  })

  it('stores what staff read: labels rather than codes, every field the form has', async () => {
    const { email } = customerData()
    await submitForm('warranty-claim', claimFields(email))
    await submitForm('retractation', validForms(email).retractation)
    await submitForm('contact', validForms(email).contact)
    const [claim, withdrawal, contact] = await ticketsOf(email)
    expect(claim).toMatchObject({
      name: 'Camille Martin',
      order_number: 'MBP-01112026-0001',
      product: 'Protection anti-espion',
      problem: 'Décollement',
      message: 'Le film se décolle dans le coin supérieur.',
      category: 'Garantie',
      phone: null,
    })
    expect(withdrawal).toMatchObject({
      order_date: '2026-11-01',
      product_details: 'Protection anti-espion iPhone 16',
      reason: 'Autre raison',
      other_reason: 'Commandé deux fois',
    })
    expect(contact).toMatchObject({ subject: 'Produit', phone: '06 12 34 56 78', category: 'Information' })
  })

  it('takes a plain HTML form (urlencoded, the box ticked as "on")', async () => {
    const { email } = customerData()
    const res = await submitForm('legal-contact', { ...validForms(email)['legal-contact'], consent: 'on' }, { urlencoded: true })
    expect(res.status).toBe(201)
    expect(await ticketsOf(email)).toHaveLength(1)
  })

  it('stores script tags as text and never sends them as HTML', async () => {
    const { email } = customerData()
    const message = '<script>alert("x")</script><img src=x onerror=alert(1)>'
    const res = await submitForm('contact', { ...validForms(email).contact, name: '<b>Camille</b>', message })
    expect(res.status).toBe(201)
    const [ticket] = await ticketsOf(email)
    expect(ticket.message).toBe(message)
    for (const address of [email, (await shopAddresses()).support]) {
      const mail = await mailTo(address, res.body.reference)
      expect(mail.html).not.toContain('<script>')
      expect(mail.html).not.toContain('<img src=x')
      expect(mail.html).not.toContain('<b>Camille')
    }
    // A name that is not a word is not repeated to the typed address at all.
    expect((await mailTo(email, res.body.reference)).text).toContain('\nBonjour,\n')
    const shop = await mailTo((await shopAddresses()).support, res.body.reference)
    expect(shop.html).toContain('&lt;b&gt;Camille&lt;/b&gt;')
    expect(shop.html).toContain('&lt;script&gt;')
    expect(shop.text).toContain(message)
  })

  it('never relays the submitted text to the typed address, and keeps a name on one line in every part', async () => {
    const { email } = customerData()
    const message = 'Votre colis est bloqué : payez les frais sur https://arnaque.example/colis'
    const name = 'Camille\r\nTotal remboursé : 0,00 €\nhttps://arnaque.example'
    const res = await submitForm('contact', { ...validForms(email).contact, name, message })
    expect(res.status).toBe(201)
    const acknowledgement = await mailTo(email, res.body.reference)
    expect(acknowledgement.text).toContain(res.body.reference)
    expect(acknowledgement.text).not.toContain('arnaque.example/colis')
    expect(acknowledgement.html).not.toContain('arnaque.example/colis')
    expect(acknowledgement.text).toContain('\nBonjour Camille,\n')
    for (const part of [acknowledgement.text, acknowledgement.html]) {
      expect(part).not.toContain('Total remboursé')
      expect(part).not.toContain('arnaque')
    }
    const shop = await mailTo((await shopAddresses()).support, res.body.reference)
    expect(shop.text).toContain(message)
    expect(shop.text).toContain('Camille Total remboursé : 0,00 € https://arnaque.example')
    expect(shop.text.split('\n').some((line) => line.startsWith('Total remboursé'))).toBe(false)
  })

  it.each([
    ['Cliquez sur http://arnaque.example/colis', 'Bonjour Cliquez,'],
    ['arnaque.example vous rembourse', 'Bonjour,'],
    ['http://arnaque.example', 'Bonjour,'],
    ['www.arnaque.example', 'Bonjour,'],
    [`${'A'.repeat(31)} Martin`, 'Bonjour,'],
    [`Jean-Pierre d'Arc ${'x'.repeat(180)}`, 'Bonjour Jean-Pierre,'],
  ])('greets the typed address by the first word of « %s » only when it is a short word: « %s »', async (name, greeting) => {
    const { email } = customerData()
    const res = await submitForm('faq-contact', { ...validForms(email)['faq-contact'], name })
    expect(res.status).toBe(201)
    const acknowledgement = await mailTo(email, res.body.reference)
    expect(acknowledgement.text).toContain(`\n${greeting}\n`)
    for (const part of [acknowledgement.text, acknowledgement.html, acknowledgement.subject]) {
      expect(part).not.toContain('arnaque')
      expect(part).not.toContain('x'.repeat(20))
    }
  })

  it('repeats an order number to the typed address only when it names an order of that address', async () => {
    const { email } = customerData()
    const order = await placedOrder({ email })
    const strangers = await submitForm('order-support', { ...validForms(email)['order-support'], orderNumber: 'MBP-01112026-9999' })
    const owners = await submitForm('order-support', { ...validForms(email)['order-support'], orderNumber: order.orderNumber })
    const otherAddress = customerData().email
    const elsewhere = await submitForm('order-support', { ...validForms(otherAddress)['order-support'], orderNumber: order.orderNumber })
    expect([strangers.status, owners.status, elsewhere.status]).toEqual([201, 201, 201])

    const unknownNumber = await mailTo(email, strangers.body.reference)
    expect(unknownNumber.text).not.toContain('MBP-01112026-9999')
    expect(unknownNumber.text).not.toContain('Numéro de commande')
    expect((await mailTo(email, owners.body.reference)).text).toContain(`Numéro de commande : ${order.orderNumber}`)
    expect((await mailTo(otherAddress, elsewhere.body.reference)).text).not.toContain(order.orderNumber)
    // Staff read every number as it was typed.
    const shop = await mailTo((await shopAddresses()).support, strangers.body.reference)
    expect(shop.text).toContain('MBP-01112026-9999')
  })

  describe('refuses each rule with its French message and stores nothing', () => {
    const cases: [string, string, (email: string) => Record<string, unknown>, string][] = [
      ['faq-contact', 'a missing name', (email) => ({ ...validForms(email)['faq-contact'], name: '' }), formMessages.required],
      ['faq-contact', 'a missing subject', (email) => ({ ...validForms(email)['faq-contact'], subject: undefined }), formMessages.required],
      [
        'faq-contact',
        'a 501-character message',
        (email) => ({ ...validForms(email)['faq-contact'], message: 'x'.repeat(501) }),
        formMessages.messageTooLong,
      ],
      ['faq-contact', 'no consent', (email) => ({ ...validForms(email)['faq-contact'], consent: false }), formMessages.dataConsent],
      ['contact', 'an invalid e-mail', () => ({ ...validForms().contact, email: 'camille@' }), authMessages.emailInvalid],
      [
        'contact',
        'a subject the form does not offer',
        (email) => ({ ...validForms(email).contact, subject: 'piratage' }),
        formMessages.invalidChoice,
      ],
      [
        'contact',
        'a 501-character message',
        (email) => ({ ...validForms(email).contact, message: 'é'.repeat(501) }),
        formMessages.messageTooLong,
      ],
      ['warranty-claim', 'a missing order', (email) => ({ ...claimFields(email), commande: ' ' }), formMessages.required],
      [
        'warranty-claim',
        'a 501-character description',
        (email) => ({ ...claimFields(email), description: 'x'.repeat(501) }),
        formMessages.descriptionTooLong,
      ],
      ['warranty-claim', 'no consent', (email) => ({ ...claimFields(email), consent: undefined }), formMessages.privacyConsent],
      [
        'warranty-claim',
        'a product the form does not offer',
        (email) => ({ ...claimFields(email), produit: 'verre' }),
        formMessages.invalidChoice,
      ],
      ['retractation', 'a missing order date', (email) => ({ ...validForms(email).retractation, orderDate: '' }), formMessages.required],
      [
        'retractation',
        'an invalid date',
        (email) => ({ ...validForms(email).retractation, orderDate: '2026-02-30' }),
        formMessages.invalidDate,
      ],
      [
        'retractation',
        'a future date',
        (email) => ({ ...validForms(email).retractation, orderDate: '2099-01-01' }),
        formMessages.futureDate,
      ],
      [
        'retractation',
        'no declaration',
        (email) => ({ ...validForms(email).retractation, consent: 'off' }),
        formMessages.withdrawalConsent,
      ],
      [
        'legal-contact',
        'a 501-character message',
        (email) => ({ ...validForms(email)['legal-contact'], message: 'x'.repeat(501) }),
        formMessages.messageTooLong,
      ],
      ['legal-contact', 'no consent', (email) => ({ ...validForms(email)['legal-contact'], consent: undefined }), formMessages.dataConsent],
      [
        'cookie-contact',
        'a missing message',
        (email) => ({ ...validForms(email)['cookie-contact'], message: undefined }),
        formMessages.required,
      ],
      ['newsletter', 'no consent', (email) => ({ email, consent: false }), formMessages.newsletterConsent],
      ['newsletter', 'no e-mail', () => ({ consent: true }), formMessages.required],
    ]
    it.each(cases)('%s with %s', async (form, _case, body, message) => {
      const { email } = customerData()
      const res = await submitForm(form, body(email))
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ success: false, error: message })
      expect(res.body.details).toContain(message)
      expect(await ticketsOf(email)).toHaveLength(0)
      expect(await sql('select id from newsletter_subscribers where email = $1', [email])).toHaveLength(0)
    })

    it('leads with the required fields, as the browser does, and lists every message', async () => {
      const res = await submitForm('faq-contact', { email: 'pas-un-email', message: 'x'.repeat(501) })
      expect(res.status).toBe(400)
      expect(res.body.error).toBe(formMessages.required)
      expect(res.body.details).toEqual(
        expect.arrayContaining([formMessages.required, authMessages.emailInvalid, formMessages.messageTooLong, formMessages.dataConsent]),
      )
    })
  })

  it('answers 404 for a form that does not exist', async () => {
    const res = await submitForm('inconnu', { name: 'x' })
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ success: false, error: formMessages.unknownForm })
  })

  it('answers a robot filling the honeypot like anyone, storing nothing and mailing nobody', async () => {
    const { email } = customerData()
    const res = await submitForm('contact', { ...validForms(email).contact, website: 'https://spam.example' })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({ success: true, reference })
    // What a form sends is queued with its answer: nothing was.
    expect(await ticketsOf(email)).toHaveLength(0)
    expect(await emailJobsTo(email)).toHaveLength(0)
    expect(await mailsTo(inject('inboxUrl'), email)).toHaveLength(0)
  })

  it('takes 5 forms per address within 15 minutes, even 50 at once; the rest get 429 with the wait', async () => {
    const ip = uniqueClientIp()
    const answers = await Promise.all(Array.from({ length: 50 }, () => submitForm('contact', validForms().contact, { ip })))
    // Anything but an acceptance or a refusal is a fault: shown whole, with its body.
    expect(answers.filter((res) => res.status !== 201 && res.status !== 429).map((res) => [res.status, res.body])).toEqual([])
    expect(answers.filter((res) => res.status === 201)).toHaveLength(5)
    const refused = answers.filter((res) => res.status === 429)
    expect(refused).toHaveLength(45)
    expect(refused[0]?.body).toMatchObject({ success: false, error: formMessages.tooMany, retryAfter: expect.any(Number) })
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('refuses an endless body with a French 413 and stops reading it', async () => {
    const photoLimit = 10 * mb
    const flood = floodFor(photoLimit)
    const res = await streamedPost('/api/forms/contact', {
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': uniqueClientIp() },
      totalBytes: flood,
    })
    expect(res.status).toBe(413)
    expect(res.body).toEqual({ success: false, error: 'La requête est trop volumineuse.' })
    expect(res.sentTotal).toBeLessThan(flood / 2)
    // A claim's photo is refused as soon as it passes 10 MB, though the claim's body may hold five.
    const boundary = 'limite-de-test'
    const endlessPhoto = await streamedPost('/api/forms/warranty-claim', {
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'X-Forwarded-For': uniqueClientIp() },
      head: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      totalBytes: flood,
    })
    expect(endlessPhoto.status).toBe(413)
    expect(endlessPhoto.body).toEqual({ success: false, error: claimPhotoMessages.tooLarge })
    expect(endlessPhoto.sentBeforeAnswer).toBeLessThan(readBound(photoLimit))
    expect(endlessPhoto.sentTotal).toBeLessThan(flood / 2)
    const declared = await streamedPost('/api/forms/warranty-claim', {
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'X-Forwarded-For': uniqueClientIp() },
      totalBytes: 0,
      contentLength: 500 * mb,
    })
    expect(declared.status).toBe(413)
    expect(declared.body).toEqual({ success: false, error: claimPhotoMessages.tooLarge })
    expect(declared.sentTotal).toBe(0)
  })
})

describe('warranty claim photos', () => {
  it('stores up to 5 PNG, JPEG or GIF photos with the claim, privately', async () => {
    const { email } = customerData()
    const photos = [
      { data: await image('png'), name: 'a.png', type: 'image/png' },
      { data: await image('jpeg'), name: 'b.jpg', type: 'image/jpeg' },
      { data: await image('gif'), name: 'c.gif', type: 'image/gif' },
      // The declared type and name are not believed: the bytes are.
      { data: await image('png'), name: 'd.txt', type: 'text/plain' },
      { data: await image('jpeg'), name: 'e.png', type: 'image/png' },
    ]
    const res = await submitClaim(claimFields(email), photos)
    expect(res.status).toBe(201)
    const [ticket] = await ticketsOf(email)
    const stored = await sql(
      `select p.mime_type, p.filename from tickets_rels r join claim_photos p on p.id = r.claim_photos_id where r.parent_id = $1 order by r."order"`,
      [ticket.id],
    )
    expect(stored.map((photo) => photo.mime_type)).toEqual(['image/png', 'image/jpeg', 'image/gif', 'image/png', 'image/jpeg'])
    expect((await request(`/api/claim-photos/file/${stored[0].filename}`)).status).toBe(403)
    expect((await mailTo(email, res.body.reference)).text).toContain('Photos jointes : 5')
  })

  it.each([
    [
      'a 6th photo',
      async () => Array.from({ length: 6 }, () => 0).map(() => ({ name: 'p.png', type: 'image/png' })),
      400,
      claimPhotoMessages.tooMany,
    ],
    ['a text file', async () => [{ data: Buffer.from('bonjour'), name: 'p.png', type: 'image/png' }], 415, claimPhotoMessages.wrongType],
    [
      'a GIF that is really a script',
      async () => [{ data: Buffer.from('GIF89a/*\x01\x00\x01\x00*/=1;alert(document.cookie);//'), name: 'p.gif', type: 'image/gif' }],
      415,
      claimPhotoMessages.wrongType,
    ],
    [
      'an SVG',
      async () => [
        {
          data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          name: 'p.svg',
          type: 'image/svg+xml',
        },
      ],
      415,
      claimPhotoMessages.wrongType,
    ],
    [
      'an 11 MB photo',
      async () => [{ data: Buffer.concat([await image('png'), Buffer.alloc(11 * mb)]), name: 'p.png', type: 'image/png' }],
      413,
      claimPhotoMessages.tooLarge,
    ],
  ] as const)('refuses %s, storing nothing', async (_case, files, status, message) => {
    const { email } = customerData()
    const png = await image('png')
    const photos = (await files()).map((file) => ({ data: png, ...file }))
    const before = await claimPhotoCount()
    const res = await submitClaim(claimFields(email), photos)
    expect(res.status).toBe(status)
    expect(res.body).toEqual({ success: false, error: message })
    expect(await ticketsOf(email)).toHaveLength(0)
    expect(await claimPhotoCount()).toBe(before)
  })

  it('keeps nothing of the photos when the claim itself is refused', async () => {
    const { email } = customerData()
    const before = await claimPhotoCount()
    const res = await submitClaim({ ...claimFields(email), description: 'x'.repeat(501) }, [
      { data: await image('png'), name: 'a.png', type: 'image/png' },
    ])
    expect(res.status).toBe(400)
    expect(res.body.error).toBe(formMessages.descriptionTooLong)
    expect(await claimPhotoCount()).toBe(before)
  })
})
