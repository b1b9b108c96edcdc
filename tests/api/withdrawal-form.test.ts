import { beforeAll, describe, expect, inject, it } from 'vitest'

import { customerData } from '@shop/seed/factories'
import { legalPages } from '@shop/seed/data/legal-pages'
import { formatDate } from '@shop/domain/dates'
import { orderMessages } from '@shop/domain/orders'
import { withdrawalFormPath } from '@shop/domain/withdrawal'

import { adminToken, baseUrl, jsonInit, request, sql } from '../support/api.ts'
import { checkoutBody, createPayment, fakeStripe, publishedSlug, sessionIdOf, waitForStatus } from '../support/checkout.ts'
import { mailTo, signedInCustomer, visitor } from '../support/customers.ts'
import { placedOrder } from '../support/dashboard.ts'
import { mailsTo, waitForMail } from '../support/inbox.ts'
import { pdfText } from '../support/pdf-text.ts'

/**
 * The model withdrawal form of the annex to article R221-1, as a PDF addressed to the seller of the
 * site settings: blank at /api/withdrawal-form.pdf, filled in for whoever holds an order's tracking
 * key, and attached with the terms of sale to the order confirmation (L221-13).
 */

/** The annex's wording, word for word. */
const legalWording = [
  'Modèle de formulaire de rétractation',
  '(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)',
  "À l'attention de",
  'Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous :',
  'Commandé le (*)/reçu le (*) :',
  'Nom du (des) consommateur(s) :',
  'Adresse du (des) consommateur(s) :',
  'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :',
  'Date :',
  '(*) Rayez la mention inutile.',
]

/** The PDF's text on one line: where the page wraps a sentence does not matter. */
const flatText = async (pdf: Uint8Array) => (await pdfText(pdf)).replace(/\s+/g, ' ')

async function download(path: string) {
  const res = await fetch(`${baseUrl()}${path}`)
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) }
}

type SiteSettings = {
  legalName: string
  email: string
  address: { street: string; postalCode: string; city: string; country: string }
}

/** The seller as the form must address it: the site settings as they are. */
async function sellerLine(): Promise<string> {
  const { body } = await request<SiteSettings>('/api/globals/site-settings?depth=0')
  const { street, postalCode, city, country } = body.address
  return `À l'attention de ${body.legalName}, ${street}, ${postalCode} ${city}, ${country}, ${body.email} :`
}

/** The order's own form, by the path its tracked view gives (number and e-mail typed on /suivi). */
async function trackedFormPath(orderNumber: string, email: string): Promise<string> {
  const res = await visitor().post('/api/order-tracking', { orderNumber, email })
  expect(res.status).toBe(200)
  return res.body.order.withdrawal_form_path as string
}

describe('GET /api/withdrawal-form.pdf', () => {
  it('gives anyone the blank model form, word for word, addressed to the seller of the site settings', async () => {
    const res = await download(withdrawalFormPath)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="formulaire-de-retractation.pdf"')
    const text = await flatText(res.body)
    for (const wording of legalWording) expect(text).toContain(wording)
    expect(text).toContain(await sellerLine())
    expect(text).not.toContain('MBP-')
  })

  it('is the one /retractation links to', async () => {
    const page = legalPages.find((candidate) => candidate.slug === 'retractation')
    const form = page?.sections.find((section) => section.anchor === 'formulaire')
    expect(form?.markdown).toContain(`[le formulaire au format PDF](${withdrawalFormPath})`)
    const { body } = await request('/api/legal-pages?where[slug][equals]=retractation&depth=0')
    const published = body.docs[0].sections.find((section: { anchor: string }) => section.anchor === 'formulaire')
    expect(published.html).toContain(`<a href="${withdrawalFormPath}">le formulaire au format PDF</a>`)
  })

  it("fills it in with a guest's order for whoever tracks it, and refuses any other key alike", async () => {
    const { email } = customerData()
    const order = await placedOrder({ email })
    const path = await trackedFormPath(order.orderNumber, email)
    expect(path).toMatch(new RegExp(`^${withdrawalFormPath.replace('.', '\\.')}\\?orderNumber=${order.orderNumber}&key=[\\w-]{43}$`))

    const res = await download(path)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('cache-control')).toBe('no-store')
    const text = await flatText(res.body)
    for (const wording of legalWording) expect(text).toContain(wording)
    const [row] = await sql('select name, created_at from orders where id = $1', [order.id])
    expect(text).toContain(`Commande ${order.orderNumber}`)
    expect(text).toMatch(/1 × .*Hydrogel HD TPU/)
    expect(text).toContain(`Commandé le (*)/reçu le (*) : commandé le ${formatDate(row.created_at.toISOString())}`)
    expect(text).toContain(`Nom du (des) consommateur(s) : ${row.name}`)
    expect(text).toContain('Adresse du (des) consommateur(s) : 3 quai du Port, 13002 Marseille, France')

    // Another order's key, a number that does not exist, a malformed or missing key: one answer.
    const otherEmail = customerData().email
    const other = await placedOrder({ email: otherEmail, paid: false })
    const otherKey = new URL(await trackedFormPath(other.orderNumber, otherEmail), baseUrl()).searchParams.get('key') as string
    const refusals = [
      `${withdrawalFormPath}?orderNumber=${order.orderNumber}&key=${otherKey}`,
      `${withdrawalFormPath}?orderNumber=MBP-01011999-9999&key=${otherKey}`,
      `${withdrawalFormPath}?orderNumber=${order.orderNumber}&key=abc`,
      `${withdrawalFormPath}?orderNumber=${order.orderNumber}`,
      `${withdrawalFormPath}?key=${otherKey}`,
    ]
    for (const refused of refusals) {
      const answer = await request(refused)
      expect(answer.status, refused).toBe(404)
      expect(answer.body).toEqual({ success: false, error: orderMessages.orderNotFound })
    }
  })

  it('gives a signed-in customer the form of each of their orders in /mes-commandes', async () => {
    const customer = await signedInCustomer()
    const res = await createPayment(
      checkoutBody([{ category: 'telephone', productId: await publishedSlug('phones'), protection: 'hd-tpu', quantity: 2 }]),
      customer.token,
    )
    expect(res.status).toBe(200)
    await fakeStripe.pay(sessionIdOf(res.body.url))
    await waitForStatus(res.body.orderId, 'confirmed')
    const orders = await visitor().get('/api/get-client-orders', customer.token)
    const [own] = orders.body.orders
    expect(own.order_number).toBe(res.body.orderNumber)
    const form = await download(own.withdrawal_form_path)
    expect(form.status).toBe(200)
    const text = await flatText(form.body)
    expect(text).toContain(`Commande ${res.body.orderNumber}`)
    expect(text).toMatch(/2 × .*Hydrogel HD TPU/)
  })
})

describe('the order confirmation (durable medium, L221-13)', () => {
  let admin: string

  beforeAll(async () => {
    admin = await adminToken()
  })

  it('carries the terms of sale the order was accepted on and the filled-in withdrawal form as PDFs, rendered when sent, again on Renvoyer', async () => {
    const { email } = customerData()
    const order = await placedOrder({ email })
    const mail = await mailTo(email, 'Confirmation de votre commande')
    expect(mail.text).toContain('Nos conditions générales de vente et le formulaire de rétractation sont joints à cet e-mail au format PDF')
    expect(mail.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
      { filename: 'conditions-generales-de-vente.pdf', contentType: 'application/pdf' },
      { filename: 'formulaire-de-retractation.pdf', contentType: 'application/pdf' },
    ])
    const [terms, form] = mail.attachments.map((attachment) => Buffer.from(attachment.content, 'base64'))

    const termsText = await flatText(terms as Buffer)
    const seeded = legalPages.find((page) => page.slug === 'conditions-generales')
    expect(termsText).toContain("Conditions générales de vente et d'utilisation")
    for (const section of seeded?.sections ?? []) expect(termsText).toContain(section.title)
    // A list of the rich text, with its bold words; the text as visitors read it, no placeholder left.
    expect(termsText).toContain("Site : la boutique en ligne Ma Boutique Protection et l'ensemble de ses pages ;")
    expect(termsText).not.toMatch(/\{[^}]*\}/)

    const formText = await flatText(form as Buffer)
    for (const wording of legalWording) expect(formText).toContain(wording)
    expect(formText).toContain(await sellerLine())
    expect(formText).toContain(`Commande ${order.orderNumber}`)

    // The job names its documents; it holds no bytes.
    const [job] = await sql<{ id: number; input: { attachments: unknown } }>(
      `select id, input from payload_jobs where task_slug = 'send-email' and input->>'to' = $1 order by id`,
      [email],
    )
    expect(job?.input.attachments).toEqual([
      { kind: 'terms-of-sale', order: order.id },
      { kind: 'withdrawal-form', order: order.id },
    ])
    expect(JSON.stringify(job?.input).length).toBeLessThan(20_000)

    // The terms change after the order: a new order is sent the new text, this one keeps the text it was accepted on.
    const [cgv] = await sql<{ id: number; summary: string }>("select id, summary from legal_pages where slug = 'conditions-generales'")
    const amended = `${cgv?.summary} Clause ajoutée après la commande ${order.orderNumber}.`
    const publish = (summary: string) => request(`/api/legal-pages/${cgv?.id}`, jsonInit('PATCH', { summary, _status: 'published' }, admin))
    expect((await publish(amended)).status).toBe(200)
    try {
      const later = customerData().email
      await placedOrder({ email: later })
      const laterTerms = (await mailTo(later, 'Confirmation de votre commande')).attachments[0]?.content ?? ''
      expect(await flatText(Buffer.from(laterTerms, 'base64'))).toContain(`Clause ajoutée après la commande ${order.orderNumber}.`)

      // Renvoyer queues the same e-mail: its documents are rendered again, the terms as accepted.
      const resent = await request('/api/payload-jobs?depth=0', jsonInit('POST', { resendOf: job?.id }, admin))
      expect(resent.status).toBe(201)
      await expect.poll(async () => (await mailsTo(inject('inboxUrl'), email)).length, { timeout: 10_000 }).toBe(2)
      const again = await waitForMail(inject('inboxUrl'), email, order.orderNumber)
      expect(again.attachments.map((attachment) => attachment.filename)).toEqual([
        'conditions-generales-de-vente.pdf',
        'formulaire-de-retractation.pdf',
      ])
      const [againTerms, againForm] = again.attachments.map((attachment) => Buffer.from(attachment.content, 'base64'))
      const acceptedText = await flatText(againTerms as Buffer)
      for (const section of seeded?.sections ?? []) expect(acceptedText).toContain(section.title)
      expect(acceptedText).not.toContain('Clause ajoutée après la commande')
      expect(await flatText(againForm as Buffer)).toContain(`Commande ${order.orderNumber}`)
    } finally {
      expect((await publish(cgv?.summary ?? '')).status).toBe(200)
    }
  })
})
