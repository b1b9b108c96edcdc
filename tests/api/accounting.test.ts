import { randomBytes, randomUUID } from 'node:crypto'

import { beforeAll, describe, expect, inject, it } from 'vitest'

import { customerData } from '@shop/seed/factories'

import { accountantReportMonth, accountingMessages, fecFields, monthLabel } from '@shop/domain/accounting'

import { adminToken, baseUrl, jsonInit, request, sql } from '../support/api.ts'
import { mailTo } from '../support/customers.ts'
import { mailsTo } from '../support/inbox.ts'
import { dashboardToken, placedOrder, staffMember } from '../support/dashboard.ts'
import { parisToday } from '../support/paris-today.ts'

let token: string

beforeAll(async () => {
  token = await dashboardToken()
})

async function download(path: string, bearer: string | null = token) {
  const res = await fetch(`${baseUrl()}${path}`, { headers: bearer ? { Authorization: `Bearer ${bearer}` } : {} })
  return { res, bytes: Buffer.from(await res.arrayBuffer()) }
}

type FecLine = Record<(typeof fecFields)[number], string>

/** The FEC as lines of named fields, after checking its header and that every line has the 18. */
async function fecOf(year: number): Promise<{ fileName: string | null; lines: FecLine[] }> {
  const { res, bytes } = await download(`/api/dashboard/export/fec?year=${year}`)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
  const [header, ...rows] = bytes.toString('utf8').split('\r\n').filter(Boolean)
  expect(header).toBe(fecFields.join('\t'))
  const lines = rows.map((row) => {
    const values = row.split('\t')
    expect(values).toHaveLength(18)
    return Object.fromEntries(fecFields.map((name, index) => [name, values[index] ?? ''])) as FecLine
  })
  return { fileName: /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? null, lines }
}

/** `1234,56` → 123456, exactly. */
const cents = (amount: string) => {
  expect(amount).toMatch(/^\d+,\d{2}$/)
  const [units, decimals] = amount.split(',') as [string, string]
  return Number(units) * 100 + Number(decimals)
}
const net = (line: FecLine) => cents(line.Debit) - cents(line.Credit)
const sum = (lines: FecLine[]) => lines.reduce((total, line) => total + net(line), 0)

/** Each entry balances, and each journal numbers its entries 1, 2, 3… in date order. */
function expectBooksInOrder(lines: FecLine[]) {
  const entries = new Map<string, FecLine[]>()
  for (const line of lines) entries.set(line.EcritureNum, [...(entries.get(line.EcritureNum) ?? []), line])
  for (const [number, entry] of entries) expect(sum(entry), number).toBe(0)
  for (const journal of new Set(lines.map((line) => line.JournalCode))) {
    const numbers = [...new Set(lines.filter((line) => line.JournalCode === journal).map((line) => line.EcritureNum))]
    expect(numbers).toEqual(numbers.map((_, index) => `${journal}${String(index + 1).padStart(6, '0')}`))
    const dates = lines.filter((line) => line.JournalCode === journal).map((line) => line.EcritureDate)
    expect(dates).toEqual([...dates].sort())
  }
}

describe('GET /api/dashboard/export/fec', () => {
  it("books a paid order's invoice and its payment: the customer's debit is the order's total, sales plus VAT, lettered with its payment", async () => {
    const order = await placedOrder({ quantity: 3 })
    await expect.poll(async () => (await sql("select 1 from invoices where order_id = $1 and kind = 'invoice'", [order.id])).length).toBe(1)
    const [invoice] = await sql<{ number: string }>("select number from invoices where order_id = $1 and kind = 'invoice'", [order.id])
    const [row] = await sql<{ total_cents: number; vat_cents: number }>(
      'select total_cents::int, vat_cents::int from orders where id = $1',
      [order.id],
    )
    const year = Number(parisToday().slice(0, 4))

    const { fileName, lines } = await fecOf(year)
    expect(fileName).toBe(`912345675FEC${year}1231.txt`)
    expectBooksInOrder(lines)
    const sale = lines.filter((line) => line.PieceRef === invoice?.number)
    expect(new Set(sale.map((line) => line.JournalCode))).toEqual(new Set(['VE']))
    const customer = sale.find((line) => line.CompteNum === '411000')
    expect(customer).toMatchObject({ CompAuxNum: 'CLDIVERS', CompAuxLib: 'Clients divers', Credit: '0,00' })
    expect(cents(customer?.Debit ?? '')).toBe(row?.total_cents)
    const credited = (account: string) => -sum(sale.filter((line) => line.CompteNum === account))
    expect(credited('445710')).toBe(row?.vat_cents)
    expect(credited('707000') + credited('708500') + credited('709700') + credited('445710')).toBe(row?.total_cents)

    const payment = lines.filter((line) => line.JournalCode === 'EN' && line.PieceRef === order.orderNumber)
    expect(payment.map((line) => [line.CompteNum, net(line)])).toEqual([
      ['511200', row?.total_cents],
      ['411000', -(row?.total_cents ?? 0)],
    ])
    // The invoice and its payment settle each other on the customer's account.
    const settled = [customer, payment[1]].map((line) => [line?.EcritureLet, line?.DateLet])
    expect(settled[0]).toEqual([invoice?.number, expect.stringMatching(/^\d{8}$/)])
    expect(settled[1]).toEqual(settled[0])
  })

  it('refuses a bad year in French, and anyone without the dashboard token', async () => {
    const bad = await request('/api/dashboard/export/fec?year=deux-mille', { headers: { Authorization: `Bearer ${token}` } })
    expect(bad.status).toBe(400)
    expect(bad.body.error).toBe(accountingMessages.yearInvalid)
    expect((await download('/api/dashboard/export/fec?year=2026', null)).res.status).toBe(401)
    expect((await download('/api/dashboard/export/vat?month=2026-11', null)).res.status).toBe(401)
  })
})

/**
 * Two financial years written straight to the database, as the shop writes them, so that their
 * figures are known to the cent: invoices on 30 December 2019, on 31 December at 23:30 in Paris
 * (22:30 UTC) and at 00:30 on 1 January 2020 in Paris (still 31 December in UTC), and in 2020 the
 * credit note of the first.
 */
describe('a financial year from its documents', () => {
  const number = (year: number) => `FA-${year}-${String(900_000 + (randomBytes(2).readUInt16BE(0) % 99_999)).padStart(6, '0')}`
  type Placed = { orderNumber: string; invoice: string; totals: { htCents: number; vatCents: number; ttcCents: number } }
  const documents: Record<'december' | 'newYearsEve' | 'newYear', Placed> = {} as never
  let creditNote = ''

  /** 19,99 € × quantity with a 4,90 € delivery and a 10 % code on the articles, its lines as invoices state them. */
  function snapshot(kind: 'invoice' | 'credit_note', documentNumber: string, orderNumber: string, quantity: number, issuedAt: string) {
    const goods = 1999 * quantity
    const discount = Math.round(goods / 10)
    const vat = (ttc: number) => Math.round((ttc * 20) / 120)
    const line = (account: string, ttc: number) => ({
      account,
      description: account,
      quantity: 1,
      unitHtCents: ttc - vat(ttc),
      vatRatePercent: 20,
      vatCents: vat(ttc),
      totalHtCents: ttc - vat(ttc),
      totalTtcCents: ttc,
    })
    const lines = [line('goods', goods), line('discount', -discount), line('delivery', 490)]
    const ttcCents = goods - discount + 490
    const totals = { htCents: ttcCents - vat(ttcCents), vatCents: vat(ttcCents), ttcCents, vatRatePercent: 20 }
    return { kind, number: documentNumber, issuedAt, orderNumber, lines, totals }
  }

  async function place(key: keyof typeof documents, quantity: number, paidAt: string) {
    const orderNumber = `TEST-${randomUUID()}`
    const invoice = number(Number(paidAt.slice(0, 4)))
    const document = snapshot('invoice', invoice, orderNumber, quantity, paidAt)
    const { ttcCents, htCents, vatCents } = document.totals
    await sql(
      `with placed as (
         insert into orders (order_number, status, name, email, shipping_address_street, shipping_address_postal_code,
           shipping_address_city, subtotal_cents, shipping_cents, total_cents, ht_cents, vat_cents, vat_rate_percent,
           terms_accepted_at, payment_provider, payment_paid_at)
         values ($1, 'delivered', 'Camille Martin', 'camille@example.fr', '4 place du Marché', '69002', 'Lyon',
           $2, 490, $3, $4, $5, 20, $6, 'stripe', $6)
         returning id)
       insert into invoices (number, kind, scope, order_id, issued_at, snapshot) select $7, 'invoice', 'order', placed.id, $6, $8 from placed`,
      [orderNumber, 1999 * quantity, ttcCents, htCents, vatCents, paidAt, invoice, JSON.stringify(document)],
    )
    documents[key] = { orderNumber, invoice, totals: document.totals }
  }

  beforeAll(async () => {
    await place('december', 1, '2019-12-30T10:00:00.000Z')
    await place('newYearsEve', 2, '2019-12-31T22:30:00.000Z')
    await place('newYear', 3, '2019-12-31T23:30:00.000Z')
    creditNote = number(2020)
    const { orderNumber } = documents.december
    await sql(
      `insert into invoices (number, kind, scope, order_id, credited_invoice_id, issued_at, snapshot)
       select $1, 'credit_note', 'order', o.id, i.id, '2020-01-10T09:00:00.000Z', $2
       from orders o join invoices i on i.order_id = o.id where o.order_number = $3`,
      [creditNote, JSON.stringify(snapshot('credit_note', creditNote, orderNumber, 1, '2020-01-10T09:00:00.000Z')), orderNumber],
    )
  })

  const ofYear = (lines: FecLine[]) => lines.filter((line) => line.PieceRef.startsWith('FA-') || line.PieceRef.startsWith('TEST-'))

  it('holds every invoice of its year once, by the day in Paris, and a credit note in the year it was issued', async () => {
    const { fileName, lines: all } = await fecOf(2019)
    expect(fileName).toBe('912345675FEC20191231.txt')
    const lines = ofYear(all)
    expectBooksInOrder(all)
    const sales = lines.filter((line) => line.JournalCode === 'VE')
    expect(new Set(sales.map((line) => line.PieceRef))).toEqual(new Set([documents.december.invoice, documents.newYearsEve.invoice]))
    expect(sales.filter((line) => line.CompteNum === '411000').map(net)).toEqual([
      documents.december.totals.ttcCents,
      documents.newYearsEve.totals.ttcCents,
    ])
    expect(sales.find((line) => line.PieceRef === documents.newYearsEve.invoice)?.EcritureDate).toBe('20191231')

    const next = ofYear((await fecOf(2020)).lines)
    const nextSales = next.filter((line) => line.JournalCode === 'VE')
    expect(new Set(nextSales.map((line) => line.PieceRef))).toEqual(new Set([documents.newYear.invoice, creditNote]))
    const reversed = nextSales.filter((line) => line.PieceRef === creditNote)
    expect(reversed.find((line) => line.CompteNum === '411000')).toMatchObject({ EcritureDate: '20200110', EcritureLet: creditNote })
    expect(-sum(reversed.filter((line) => line.CompteNum === '411000'))).toBe(documents.december.totals.ttcCents)
    // The refund that goes with the credit note, from Stripe's account.
    const refund = next.filter((line) => line.JournalCode === 'EN' && line.PieceRef === creditNote)
    expect(refund.map((line) => [line.CompteNum, net(line)])).toEqual([
      ['511200', -documents.december.totals.ttcCents],
      ['411000', documents.december.totals.ttcCents],
    ])
  })

  it("sums the month's VAT by rate, credit notes netted, equal to the cent to the FEC's VAT lines", async () => {
    const vatOfMonth = async (month: string) => {
      const { res, bytes } = await download(`/api/dashboard/export/vat?month=${month}&separator=semicolon`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="MBP-tva-${month}.csv"`)
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      return bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean)
    }
    const fecVat = async (year: number, month: string) =>
      -sum((await fecOf(year)).lines.filter((line) => line.CompteNum === '445710' && line.EcritureDate.startsWith(month)))
    const euros = (value: number) =>
      (value / 100)
        .toFixed(2)
        .replace('.', ',')
        .replace(/,00$/, '')
        .replace(/(,\d)0$/, '$1')

    const december = [documents.december, documents.newYearsEve].map((placed) => placed.totals)
    const decemberVat = december.reduce((total, totals) => total + totals.vatCents, 0)
    const decemberHt = december.reduce((total, totals) => total + totals.htCents, 0)
    const decemberTtc = december.reduce((total, totals) => total + totals.ttcCents, 0)
    expect(await vatOfMonth('2019-12')).toEqual([
      '"Taux";"Base HT (€)";"TVA (€)";"TTC (€)"',
      `"20 %";"${euros(decemberHt)}";"${euros(decemberVat)}";"${euros(decemberTtc)}"`,
      `"Total";"${euros(decemberHt)}";"${euros(decemberVat)}";"${euros(decemberTtc)}"`,
    ])
    expect(await fecVat(2019, '201912')).toBe(decemberVat)

    const januaryVat = documents.newYear.totals.vatCents - documents.december.totals.vatCents
    const january = await vatOfMonth('2020-01')
    expect(january[1]).toBe(
      `"20 %";"${euros(documents.newYear.totals.htCents - documents.december.totals.htCents)}";"${euros(januaryVat)}";"${euros(documents.newYear.totals.ttcCents - documents.december.totals.ttcCents)}"`,
    )
    expect(await fecVat(2020, '202001')).toBe(januaryVat)

    const bad = await request('/api/dashboard/export/vat?month=2020-13', { headers: { Authorization: `Bearer ${token}` } })
    expect(bad.status).toBe(400)
    expect(bad.body.error).toBe(accountingMessages.monthInvalid)
  })

  it("follows the accountant's closing date and accounts, which only administrators read and change", async () => {
    const admin = await adminToken()
    const settings = (data: unknown) => request('/api/globals/accounting-settings', jsonInit('POST', data, admin))
    const refused = await settings({ closingDate: '29/02' })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain(accountingMessages.closingDateInvalid)
    expect((await settings({ closingDate: '30/06', goodsSales: { number: '707100', label: 'Ventes de protections' } })).status).toBe(200)
    try {
      const { fileName, lines } = await fecOf(2020)
      expect(fileName).toBe('912345675FEC20200630.txt')
      // From 1 July 2019: December 2019 is in the year closing on 30 June 2020 now.
      expect(lines.some((line) => line.PieceRef === documents.december.invoice && line.CompteNum === '707100')).toBe(true)
      expect(lines.find((line) => line.CompteNum === '707100')?.CompteLib).toBe('Ventes de protections')
    } finally {
      await settings({ closingDate: '31/12', goodsSales: { number: '707000', label: 'Ventes de marchandises' } })
    }
    const editor = await staffMember('editor')
    const login = await request('/api/users/login', jsonInit('POST', { email: editor.email, password: editor.password }))
    const read = await request('/api/globals/accounting-settings', { headers: { Authorization: `JWT ${login.body.token}` } })
    expect(read.status).toBe(403)
    expect((await request('/api/globals/accounting-settings')).status).toBe(403)
  })
})

describe("the accountant's monthly mail", () => {
  it("sends the month's VAT summary and sales journal once, as the dashboard exports them, to the address set", async () => {
    const accountant = customerData().email
    const admin = await adminToken()
    const month = accountantReportMonth(parisToday())
    const [before] = await sql<{ count: number }>('select count(*)::int as count from accountant_reports where month = $1', [month])
    expect(before?.count).toBe(0)
    expect((await request('/api/globals/accounting-settings', jsonInit('POST', { accountantEmail: accountant }, admin))).status).toBe(200)
    try {
      const mail = await mailTo(accountant, `Comptabilité de ${monthLabel(month)}`)
      expect(mail.text).toContain('récapitulatif de TVA par taux')
      expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([
        `MBP-tva-${month}.csv`,
        `MBP-journal-des-ventes-${month}.csv`,
      ])
      const [vat, journal] = mail.attachments.map((attachment) => Buffer.from(attachment.content, 'base64'))
      const exported = await download(`/api/dashboard/export/vat?month=${month}&separator=semicolon`)
      expect(vat?.equals(exported.bytes)).toBe(true)
      const journalLines = journal?.subarray(3).toString('utf8').split('\r\n').filter(Boolean) ?? []
      expect(journalLines[0]).toBe(fecFields.map((name) => `"${name}"`).join(';'))
      expect(journalLines.slice(1).every((line) => line.startsWith('"VE";'))).toBe(true)
      // The chore runs every second here: a month goes once.
      await new Promise((resolve) => setTimeout(resolve, 2500))
      expect((await mailsTo(inject('inboxUrl'), accountant)).length).toBe(1)
      const sent = await sql('select email from accountant_reports where month = $1', [month])
      expect(sent).toEqual([{ email: accountant }])
    } finally {
      await request('/api/globals/accounting-settings', jsonInit('POST', { accountantEmail: null }, admin))
    }
  })
})
