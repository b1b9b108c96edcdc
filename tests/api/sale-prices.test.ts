import { describe, expect, it } from 'vitest'

import { saleMessages } from '@shop/domain/sales'
import { phoneData, staffData } from '@shop/seed/factories'

import { adminToken, authHeaders, jsonInit, request, seededImageId, sql, staffLogin } from '../support/api.ts'
import { checkoutBody, createPayment, orderRow } from '../support/checkout.ts'
import { signedInCustomer } from '../support/customers.ts'

/**
 * A phone of this file's own, offering the HD TPU only (15 €): its sales reduce no other test's
 * prices, and the phones' HD TPU price is changed by no other test file.
 */
async function ownPhone() {
  const token = await adminToken()
  const created = await request(
    '/api/phones',
    jsonInit('POST', { ...phoneData(), protections: ['hd-tpu'], image: await seededImageId(), _status: 'published' }, token),
  )
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return created.body.doc as { id: number; slug: string }
}

const minutes = (count: number) => new Date(Date.now() + count * 60_000).toISOString()

async function createSale(terms: Record<string, unknown>, token?: string) {
  return request(
    '/api/sales',
    jsonInit(
      'POST',
      { name: 'Promotion de test', target: 'model', startsAt: minutes(-1), endsAt: minutes(60 * 24 * 10), ...terms },
      token ?? (await adminToken()),
    ),
  )
}

type Offer = { field: string; model: string | null; percent: number; cents: number; referenceCents: number | null; until: string | null }

async function offerOn(slug: string): Promise<Offer | undefined> {
  const res = await request('/api/catalogue-pricing')
  expect(res.status).toBe(200)
  return (res.body.offers as Offer[]).find((offer) => offer.model === `phones/${slug}` && offer.field === 'phone.hdTpu')
}

/**
 * Moves the clock forward by `days` for this test's history: the runs of its sales and the price
 * changes it wrote happened that much earlier. Every instance's cached prices are then dropped.
 */
async function daysPass(days: number, saleIds: number[], changeIds: number[]) {
  const shift = `${days} days`
  await sql(
    `update sale_runs set started_at = started_at - $2::interval, ended_at = ended_at - $2::interval where sale_id = any($1::int[])`,
    [saleIds, shift],
  )
  await sql(`update price_changes set applied_from = applied_from - $2::interval where id = any($1::int[])`, [changeIds, shift])
  await sql(`select pg_notify('catalogue_changed', 'pricing')`)
}

describe('sale prices', () => {
  it('follow the clock across a price change, a first reduction and a second one, with the reference the law asks for', async () => {
    const phone = await ownPhone()
    const token = await adminToken()
    // The price history of the phones' HD TPU: 20 € until 25 days ago, then the 15 € of the table.
    const changes = await sql<{ id: number }>(
      `insert into price_changes (field, cents, applied_from) values
         ('phone.hdTpu', 2000, now() - interval '90 days'), ('phone.hdTpu', 1500, now() - interval '25 days') returning id`,
    )
    const changeIds = changes.map((row) => row.id)

    // A first reduction of 20 %: 12 €, against the lowest price of the 30 days before it, 15 € (not 20 €).
    const created = await createSale({ percent: 20, model: { relationTo: 'phones', value: phone.id } })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const sale = created.body.doc as { id: number; endsAt: string }
    await expect.poll(() => offerOn(phone.slug)).toMatchObject({ percent: 20, cents: 1200, referenceCents: 1500, until: sale.endsAt })
    expect((await request(`/api/catalogue/phones/${phone.slug}`)).body).toMatchObject({ fromCents: 1200, toCents: 1200 })
    const quoted = await request(
      '/api/cart/quote',
      jsonInit('POST', { items: [{ category: 'telephone', productId: phone.slug, protection: 'hd-tpu', quantity: 2 }] }),
    )
    expect(quoted.body.lines[0]).toMatchObject({ ok: true, unitCents: 1200, totalCents: 2400 })
    // Only its end moves: the same run goes on, and the end shown with it follows.
    const later = minutes(60 * 24 * 12)
    expect((await request(`/api/sales/${sale.id}`, jsonInit('PATCH', { endsAt: later }, token))).status).toBe(200)
    await expect.poll(() => offerOn(phone.slug)).toMatchObject({ percent: 20, cents: 1200, until: later })

    // Ten days later, a second reduction follows the first: its reference stays the price before the first.
    await daysPass(10, [sale.id], changeIds)
    expect((await request(`/api/sales/${sale.id}`, jsonInit('PATCH', { percent: 40 }, token))).status).toBe(200)
    await expect.poll(() => offerOn(phone.slug)).toMatchObject({ percent: 40, cents: 900, referenceCents: 1500 })
    const runs = await sql('select percent::int, ended_at is null as open from sale_runs where sale_id = $1 order by id', [sale.id])
    expect(runs).toEqual([
      { percent: 20, open: false },
      { percent: 40, open: true },
    ])

    // The sale ends; 20 days later a new one of 10 %: the 9 € of the last sale are within the 30 days, below 13,50 €.
    expect((await request(`/api/sales/${sale.id}`, jsonInit('PATCH', { active: false }, token))).status).toBe(200)
    await expect.poll(() => offerOn(phone.slug)).toBeUndefined()
    expect((await request(`/api/catalogue/phones/${phone.slug}`)).body).toMatchObject({ fromCents: 1500 })
    await daysPass(20, [sale.id], changeIds)
    const next = await createSale({ percent: 10, model: { relationTo: 'phones', value: phone.id } })
    const nextId = (next.body.doc as { id: number }).id
    await expect.poll(() => offerOn(phone.slug)).toMatchObject({ percent: 10, cents: 1350, referenceCents: 900 })

    // 40 days after the first sale ended, only 15 € was applied in the 30 days: the reduction may be announced again.
    await daysPass(40, [sale.id], changeIds)
    await expect.poll(() => offerOn(phone.slug)).toMatchObject({ percent: 10, cents: 1350, referenceCents: 1500 })
    await request(`/api/sales/${nextId}`, { method: 'DELETE', headers: { Authorization: `JWT ${token}` } })
    await expect.poll(() => offerOn(phone.slug)).toBeUndefined()
    await sql('delete from price_changes where id = any($1::int[])', [changeIds])
  })

  it('start and end at their dates, and are charged at checkout', async () => {
    const phone = await ownPhone()
    const soon = await createSale({
      percent: 30,
      model: { relationTo: 'phones', value: phone.id },
      startsAt: minutes(-1),
      endsAt: new Date(Date.now() + 4000).toISOString(),
    })
    expect(soon.status).toBe(201)
    await expect.poll(() => offerOn(phone.slug)).toMatchObject({ cents: 1050 })

    const customer = await signedInCustomer()
    const res = await createPayment(
      checkoutBody([{ category: 'telephone', productId: phone.slug, protection: 'hd-tpu', quantity: 1 }]),
      customer.token,
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(await orderRow(res.body.orderId)).toMatchObject({ total_cents: 1050 })
    const [line] = await sql('select unit_cents::int as unit from orders_lines where _parent_id = $1', [Number(res.body.orderId)])
    expect(line).toEqual({ unit: 1050 })

    // The sale's end, 4 s after its start, is applied by the sales chore (every second in the tests).
    await expect.poll(() => offerOn(phone.slug), { timeout: 10_000 }).toBeUndefined()
    expect((await request(`/api/catalogue/phones/${phone.slug}`)).body).toMatchObject({ fromCents: 1500 })

    // A sale scheduled for later is not applied before its start.
    const later = await createSale({
      percent: 50,
      model: { relationTo: 'phones', value: phone.id },
      startsAt: minutes(60),
      endsAt: minutes(120),
    })
    expect(later.status).toBe(201)
    expect(await offerOn(phone.slug)).toBeUndefined()
  })

  it('are refused in French when incomplete or out of bounds, and kept to those who manage promotions', async () => {
    const token = await adminToken()
    const refused = async (terms: Record<string, unknown>) => {
      const res = await createSale(terms, token)
      expect(res.status).toBe(400)
      return (res.body.errors[0].data.errors as { message: string }[]).map((error) => error.message)
    }
    expect(await refused({ percent: 95, target: 'category', category: 'phones' })).toContain(saleMessages.percentInvalid)
    expect(await refused({ percent: 10, target: 'protection' })).toContain(saleMessages.protectionRequired)
    expect(await refused({ percent: 10, target: 'model' })).toContain(saleMessages.modelRequired)
    expect(await refused({ percent: 10, target: 'category', category: 'phones', startsAt: minutes(10), endsAt: minutes(5) })).toContain(
      saleMessages.endBeforeStart,
    )
    expect(await sql(`select 1 from sales where percent = 95`)).toHaveLength(0)

    const editorData = staffData('editor')
    expect((await request('/api/users', jsonInit('POST', editorData, token))).status).toBe(201)
    const editor = await staffLogin(editorData.email, editorData.password)
    expect((await createSale({ percent: 10, target: 'category', category: 'phones' }, editor)).status).toBe(403)
    expect((await request('/api/sales', authHeaders(editor))).status).toBe(403)
    // Nor through their history, which holds every past and planned sale and code.
    expect((await request('/api/sales/versions?depth=0', authHeaders(editor))).status).toBe(403)
    expect((await request('/api/promo-codes/versions?depth=0', authHeaders(editor))).status).toBe(403)
    expect((await request('/api/promo-codes/versions?depth=0', authHeaders(token))).status).toBe(200)
    // The history is the shop's: the seed's save of the price table recorded every price, and nobody writes it through the API.
    const recorded = await sql<{ field: string }>(`select distinct field from price_changes where applied_from > now() - interval '1 day'`)
    expect(recorded.map((row) => row.field)).toEqual(
      expect.arrayContaining(['phone.hdTpu', 'console.controllerBase', 'watchPacks.pack-6', 'car.hdTpu']),
    )
    expect(
      (await request('/api/price-changes', jsonInit('POST', { field: 'phone.hdTpu', cents: 1, appliedFrom: minutes(0) }, token))).status,
    ).toBe(403)
    expect(
      (await request('/api/sale-runs', jsonInit('POST', { percent: 1, target: 'category', startedAt: minutes(0) }, token))).status,
    ).toBe(403)
  })
})
