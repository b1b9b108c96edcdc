import { beforeAll, describe, expect, it } from 'vitest'

import { customerData } from '@shop/seed/factories'
import { dashboardMessages } from '@shop/domain/dashboard'

import { baseUrl, sql } from '../support/api.ts'
import { dashboardClient, dashboardToken, moveOrder, placedOrder } from '../support/dashboard.ts'
import { submitForm, validForms } from '../support/forms.ts'
import { parisToday } from '../support/paris-today.ts'

let token: string

beforeAll(async () => {
  token = await dashboardToken()
})

/** The export's raw bytes: the BOM must be there, so nothing decodes them first. */
async function download(path: string, bearer = token) {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { Authorization: `Bearer ${bearer}` } })
  return { res, bytes: Buffer.from(await res.arrayBuffer()) }
}

const frenchDateTime = /^"\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}"$/

describe('GET /api/dashboard/export/:tab', () => {
  it('streams the orders of the current filters as UTF-8 CSV with BOM, every field quoted, French dates', async () => {
    const email = customerData().email
    const first = await placedOrder({ email, quantity: 2 })
    const second = await placedOrder({ email, paid: false })
    const { res, bytes } = await download(`/api/dashboard/export/orders?q=${encodeURIComponent(email)}&sort=createdAt`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="MBP-commandes-${parisToday()}.csv"`)
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean)
    expect(lines).toHaveLength(3)
    const header = lines[0]?.split(',') ?? []
    expect(header.slice(0, 8)).toEqual([
      '"Numéro"',
      '"Date"',
      '"Client"',
      '"E-mail"',
      '"Téléphone"',
      '"Statut"',
      '"Articles"',
      '"Total TTC (€)"',
    ])
    const cells = lines.slice(1).map((line) => line.split(','))
    expect(cells.map((row) => row[0])).toEqual([`"${first.orderNumber}"`, `"${second.orderNumber}"`])
    expect(cells[0]?.[1]).toMatch(frenchDateTime)
    expect(cells[0]?.slice(3, 8)).toEqual([`"${email}"`, '"06 12 34 56 78"', '"Confirmée"', '"2"', '"30"'])
    expect(cells[1]?.[5]).toBe('"En attente"')
    for (const row of cells) for (const cell of row) expect(cell).toMatch(/^".*"$/)
  })

  it('states what each order gave back: refunds of withdrawals from part of it, or all of it', async () => {
    const email = customerData().email
    const [partly, cancelled, kept] = [
      await placedOrder({ email, quantity: 2 }),
      await placedOrder({ email }),
      await placedOrder({ email }),
    ]
    // As dashboard/tickets/refund-withdrawal.ts leaves an order after refunding one film of the two.
    await sql('update orders set payment_partly_refunded_cents = 1500 where id = $1', [partly.id])
    await moveOrder(cancelled.id, [{ status: 'cancelled' }])
    const { bytes } = await download(`/api/dashboard/export/orders?q=${encodeURIComponent(email)}&sort=createdAt`)
    const [header, ...rows] = bytes
      .subarray(3)
      .toString('utf8')
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line.split(','))
    const at = header?.indexOf('"Remboursé TTC (€)"') ?? -1
    expect(header?.[at + 1]).toBe('"Remboursée le"')
    const [partlyCells, cancelledCells, keptCells] = rows.map((row) => row.slice(at, at + 2))
    expect(rows.map((row) => row[0])).toEqual([partly, cancelled, kept].map((order) => `"${order.orderNumber}"`))
    expect(partlyCells).toEqual(['"15"', '""'])
    expect(cancelledCells?.[0]).toBe('"15"')
    expect(cancelledCells?.[1]).toMatch(frenchDateTime)
    expect(keptCells).toEqual(['"0"', '""'])
  })

  it('uses semicolons and decimal commas for French Excel', async () => {
    const email = customerData().email
    await placedOrder({ email })
    const { res, bytes } = await download(`/api/dashboard/export/customers?q=${encodeURIComponent(email)}&separator=semicolon`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="MBP-clients-${parisToday()}.csv"`)
    const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean)
    expect(lines[0]).toBe('"Nom";"E-mail";"Téléphone";"Statut";"Commandes";"Total dépensé (€)";"Dernière commande"')
    expect(lines[1]?.split(';').slice(1, 6)).toEqual([`"${email}"`, '"06 12 34 56 78"', '"Sans compte"', '"1"', '"15"'])
  })

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const email = customerData().email
    const form = { ...validForms(email).contact, message: '=HYPERLINK("http://evil.example","cliquez")' }
    const sent = await submitForm('contact', form)
    expect(sent.status).toBe(201)
    const { bytes } = await download(`/api/dashboard/export/tickets?q=${encodeURIComponent(sent.body.reference)}`)
    const text = bytes.subarray(3).toString('utf8')
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""cliquez"")"`)
    expect(text).not.toContain(',"=HYPERLINK')
    expect(text.startsWith('"Référence"')).toBe(true)
  })

  it('exports all matching rows, beyond one page', async () => {
    const [{ count }] = await sql(`select count(*)::int as count from orders where status = 'pending'`)
    const { bytes } = await download('/api/dashboard/export/orders?status=pending')
    const rows = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean).length - 1
    // Other suites may add pending orders meanwhile, never remove any.
    expect(rows).toBeGreaterThanOrEqual(count)
  })

  it('checks the admin token, the tab and the filters first', async () => {
    expect((await download('/api/dashboard/export/orders', 'B'.repeat(43))).res.status).toBe(401)
    expect((await download('/api/dashboard/export/factures')).res.status).toBe(404)
    const bad = await dashboardClient(token).get('/api/dashboard/export/orders?status=perdue')
    expect(bad.status).toBe(400)
    expect(bad.body.error).toBe(dashboardMessages.unknownStatus)
    expect((await dashboardClient(token).get('/api/dashboard/export/orders?separator=tab')).status).toBe(400)
  })
})
