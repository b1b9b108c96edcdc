import { randomBytes, randomUUID } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { adminToken, baseUrl, sql, staffLogin } from '../support/api.ts'
import { checkoutBody, createPayment, fakeStripe, publishedSlug, sessionIdOf, waitForStatus } from '../support/checkout.ts'
import { signedInCustomer, visitor } from '../support/customers.ts'
import { staffMember } from '../support/dashboard.ts'
import { pdfText } from '../support/pdf-text.ts'

/** An invoice or credit note: its row's id and its number. */
type IssuedDocument = { id: number; number: string }

/**
 * The PDF's mentions are asserted on fixed figures and dates: this order and its invoices are
 * written straight to the database, as invoices/issue-invoice.ts writes them (the download is real
 * HTTP). How invoices are issued is tested at the end, through create-payment and the fake Stripe.
 * One statement writes the order with both its documents: nothing sees the paid order without them.
 */
async function refundedOrderWithDocuments(customerId: number): Promise<{ invoice: IssuedDocument; creditNote: IssuedDocument }> {
  const invoiceNumber = testNumber()
  const creditNumber = testNumber()
  const [row] = await sql<{ invoice_id: number; credit_note_id: number }>(
    `with placed as (
       insert into orders (order_number, status, customer_id, name, email, shipping_address_street, shipping_address_postal_code,
         shipping_address_city, subtotal_cents, shipping_cents, total_cents, ht_cents, vat_cents, vat_rate_percent,
         terms_accepted_at, payment_provider, payment_paid_at, payment_refunded_at)
       values ($1, 'refunded', $2, 'Camille Martin', 'camille@example.fr', '4 place du Marché', '69002', 'Lyon',
         3998, 490, 4488, 3740, 748, 20, now(), 'offline', '2026-11-03T09:15:00Z', '2026-11-05T16:00:00Z')
       returning id
     ),
     invoice as (
       insert into invoices (number, kind, order_id, issued_at, snapshot)
       select $3, 'invoice', placed.id, now(), $4 from placed returning id
     ),
     credit_note as (
       insert into invoices (number, kind, order_id, credited_invoice_id, issued_at, snapshot)
       select $5, 'credit_note', placed.id, invoice.id, now(), $6 from placed, invoice returning id
     )
     select invoice.id as invoice_id, credit_note.id as credit_note_id from invoice, credit_note`,
    [
      `TEST-${randomUUID()}`,
      customerId,
      invoiceNumber,
      JSON.stringify(snapshot('invoice', invoiceNumber, null)),
      creditNumber,
      JSON.stringify(snapshot('credit_note', creditNumber, invoiceNumber)),
    ],
  )
  return { invoice: { id: row.invoice_id, number: invoiceNumber }, creditNote: { id: row.credit_note_id, number: creditNumber } }
}

const seller = {
  name: 'Ma Boutique Protection SAS',
  legalForm: 'SAS au capital de 1 000 €',
  address: ['12 rue des Artisans', '75011 Paris', 'France'],
  siret: '91234567500017',
  vatNumber: 'FR65912345675',
  rcs: 'RCS Paris 912 345 675',
  email: 'contact@maboutiqueprotection.fr',
}

function snapshot(kind: 'invoice' | 'credit_note', number: string, credited: string | null) {
  return {
    kind,
    number,
    issuedAt: kind === 'invoice' ? '2026-11-03T09:15:02.000Z' : '2026-11-05T16:00:01.000Z',
    saleDate: '2026-11-03T09:15:00.000Z',
    orderNumber: 'MBP-03112026-0001',
    seller,
    buyer: { name: 'Camille Martin', email: 'camille@example.fr', address: ['4 place du Marché', '69002 Lyon', 'France'] },
    lines: [
      {
        account: 'goods',
        description: 'Verre trempé iPhone 16 – Anti-espion',
        quantity: 2,
        unitHtCents: 1666,
        vatRatePercent: 20,
        vatCents: 666,
        totalHtCents: 3332,
        totalTtcCents: 3998,
      },
      {
        account: 'delivery',
        description: 'Livraison',
        quantity: 1,
        unitHtCents: 408,
        vatRatePercent: 20,
        vatCents: 82,
        totalHtCents: 408,
        totalTtcCents: 490,
      },
    ],
    totals: { htCents: 3740, vatCents: 748, ttcCents: 4488, vatRatePercent: 20 },
    paymentTerms: credited
      ? `Remboursement effectué le 5 novembre 2026 sur la carte bancaire ayant servi au paiement. Avoir sur la facture ${credited}.`
      : 'Payée par carte bancaire le 3 novembre 2026.',
    creditedInvoiceNumber: credited,
  }
}

/** A number outside the real yearly sequences (year 1999), unique to this run. */
const testNumber = () => `FA-1999-${String(randomBytes(3).readUIntBE(0, 3) % 1_000_000).padStart(6, '0')}`

async function download(id: number, authorization?: string) {
  const res = await fetch(`${baseUrl()}/api/invoices/${id}/pdf`, { headers: authorization ? { Authorization: authorization } : {} })
  const body = Buffer.from(await res.arrayBuffer())
  return { status: res.status, headers: res.headers, body }
}

describe('GET /api/invoices/:id/pdf', () => {
  let owner: Awaited<ReturnType<typeof signedInCustomer>>
  let invoice: IssuedDocument
  let creditNote: IssuedDocument

  beforeAll(async () => {
    owner = await signedInCustomer()
    const documents = await refundedOrderWithDocuments(Number(owner.client.id))
    invoice = documents.invoice
    creditNote = documents.creditNote
  })

  it('gives its customer the invoice as a PDF with every mention French law requires', async () => {
    const res = await download(invoice.id, `Bearer ${owner.token}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="facture-${invoice.number}.pdf"`)
    const text = await pdfText(res.body)
    for (const mention of [
      'FACTURE',
      `N° ${invoice.number}`,
      "Date d'émission : 3 novembre 2026",
      'Date de la vente : 3 novembre 2026',
      'Ma Boutique Protection SAS',
      'SAS au capital de 1 000 €',
      '12 rue des Artisans',
      'SIRET : 91234567500017',
      'N° de TVA intracommunautaire : FR65912345675',
      'RCS Paris 912 345 675',
      'Camille Martin',
      '69002 Lyon',
      'Désignation Qté PU HT TVA % Montant TVA Total TTC',
      'Verre trempé iPhone 16 – Anti-espion 2 16,66 € 20 % 6,66 € 39,98 €',
      'Livraison 1 4,08 € 20 % 0,82 € 4,90 €',
      'Total HT 37,40 €',
      'TVA 20 % 7,48 €',
      'Total TTC 44,88 €',
      'Payée par carte bancaire le 3 novembre 2026.',
    ]) {
      expect(text).toContain(mention)
    }
  })

  it('gives the credit note as an AVOIR naming the invoice it cancels', async () => {
    const res = await download(creditNote.id, `Bearer ${owner.token}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="avoir-${creditNote.number}.pdf"`)
    const text = await pdfText(res.body)
    expect(text).toContain('AVOIR')
    expect(text).toContain(`Facture d'origine : ${invoice.number}`)
    expect(text).toContain('Total TTC remboursé 44,88 €')
    expect(text).toMatch(/Remboursement effectué le 5 novembre 2026/)
  })

  it("hides another customer's invoice, and every invoice from a visitor", async () => {
    const stranger = await signedInCustomer()
    for (const authorization of [`Bearer ${stranger.token}`, undefined]) {
      const res = await download(invoice.id, authorization)
      expect(res.status).toBe(404)
      expect(JSON.parse(res.body.toString('utf8'))).toEqual({ success: false, error: 'Facture introuvable' })
    }
  })

  it('answers 404 for an invoice that does not exist, even to its staff', async () => {
    const res = await download(999_999_999, `JWT ${await adminToken()}`)
    expect(res.status).toBe(404)
    expect(JSON.parse(res.body.toString('utf8'))).toEqual({ success: false, error: 'Facture introuvable' })
  })

  it('answers 401 to a session that has ended, so that the storefront signs its customer out', async () => {
    const res = await download(invoice.id, `Bearer ${randomBytes(32).toString('base64url')}`)
    expect(res.status).toBe(401)
    expect(JSON.parse(res.body.toString('utf8'))).toEqual({ success: false, error: 'Session invalide. Veuillez vous reconnecter.' })
  })

  it('tells no one but its readers whether an invoice exists, whatever the token', async () => {
    const stranger = await signedInCustomer()
    const editor = await staffMember('editor')
    const editorJwt = await staffLogin(editor.email, editor.password)
    const endedSession = `Bearer ${randomBytes(32).toString('base64url')}`
    const missing = 999_999_999
    for (const authorization of [
      undefined,
      `Bearer ${stranger.token}`,
      endedSession,
      'Bearer pas-un-jeton',
      `JWT ${editorJwt}`,
      'JWT faux',
    ]) {
      const ended = authorization === endedSession
      for (const id of [invoice.id, missing]) {
        const res = await download(id, authorization)
        const label = `${authorization ?? 'sans jeton'}, facture ${id}`
        expect(res.status, label).toBe(ended ? 401 : 404)
        expect(JSON.parse(res.body.toString('utf8')), label).toEqual({
          success: false,
          error: ended ? 'Session invalide. Veuillez vous reconnecter.' : 'Facture introuvable',
        })
      }
    }
  })

  it('lets staff download any invoice', async () => {
    const res = await download(invoice.id, `JWT ${await adminToken()}`)
    expect(res.status).toBe(200)
    expect(res.body.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })
})

describe('invoices in Payload REST', () => {
  it('are read by staff only and written by nobody', async () => {
    const token = await adminToken()
    expect((await fetch(`${baseUrl()}/api/invoices`)).status).toBe(403)
    expect((await fetch(`${baseUrl()}/api/invoices`, { headers: { Authorization: `JWT ${token}` } })).status).toBe(200)
    const create = await fetch(`${baseUrl()}/api/invoices`, {
      method: 'POST',
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ number: testNumber(), kind: 'invoice', order: 1, issuedAt: new Date().toISOString(), snapshot: {} }),
    })
    expect(create.status).toBe(403)
  })
})

describe('invoices issued by the sale itself', () => {
  async function paidOrder(token: string) {
    const placed = await createPayment(
      checkoutBody([{ category: 'telephone', productId: await publishedSlug('phones'), protection: 'hd-tpu', quantity: 2 }]),
      token,
    )
    await fakeStripe.pay(sessionIdOf(placed.body.url))
    await waitForStatus(placed.body.orderId, 'confirmed')
    return placed.body.orderId as string
  }

  const invoicesOf = async (orderId: string) =>
    sql<{ number: string; kind: string; total: number }>(
      `select number, kind, (snapshot->'totals'->>'ttcCents')::int as total from invoices where order_id = $1 order by id`,
      [Number(orderId)],
    )

  it('a paid order gets exactly one invoice, its refund one credit note numbered after it, both listed with the order', async () => {
    const customer = await signedInCustomer()
    const orderId = await paidOrder(customer.token)
    await expect.poll(async () => (await invoicesOf(orderId)).length, { timeout: 10_000 }).toBe(1)
    const [invoice] = await invoicesOf(orderId)
    expect(invoice).toMatchObject({ kind: 'invoice', total: 3000, number: expect.stringMatching(/^FA-\d{4}-\d{6}$/) })

    expect((await visitor().post('/api/get-client-orders?action=cancel', { orderId }, customer.token)).status).toBe(200)
    await expect.poll(async () => (await invoicesOf(orderId)).length, { timeout: 10_000 }).toBe(2)
    const [, credit] = await invoicesOf(orderId)
    expect(credit?.kind).toBe('credit_note')
    expect(Number(credit?.number.slice(-6))).toBeGreaterThan(Number(invoice?.number.slice(-6)))

    const listed = await visitor().get('/api/get-client-orders', customer.token)
    const order = listed.body.orders.find((candidate: { id: string }) => candidate.id === orderId)
    expect(order.invoices.map((ref: { kind: string; number: string }) => [ref.kind, ref.number])).toEqual([
      ['invoice', invoice?.number],
      ['credit_note', credit?.number],
    ])
  })

  it('orders paid at the same moment get distinct invoice numbers, one each', async () => {
    const customer = await signedInCustomer()
    const orderIds = await Promise.all(Array.from({ length: 5 }, () => paidOrder(customer.token)))
    await expect
      .poll(async () => (await Promise.all(orderIds.map(invoicesOf))).every((rows) => rows.length === 1), { timeout: 15_000 })
      .toBe(true)
    const numbers = (await Promise.all(orderIds.map(invoicesOf))).map((rows) => rows[0]?.number)
    expect(new Set(numbers).size).toBe(5)
    const duplicates = await sql(`select number from invoices group by number having count(*) > 1`)
    expect(duplicates).toEqual([])
  })
})
