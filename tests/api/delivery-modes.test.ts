import { randomBytes } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { deliveryEstimate, deliveryMessages, deliveryPeriodText } from '@shop/domain/delivery'
import { deliveryModes } from '@shop/seed/data/delivery-modes'
import { staffData } from '@shop/seed/factories'

import { adminToken, baseUrl, jsonInit, request, sql, staffLogin } from '../support/api.ts'
import { checkoutBody, createPayment, fakeStripe, orderForm, publishedSlug, sessionIdOf, waitForStatus } from '../support/checkout.ts'
import { mailTo } from '../support/customers.ts'
import { dashboardClient, dashboardToken, moveOrder } from '../support/dashboard.ts'

const [standard, express] = deliveryModes as [(typeof deliveryModes)[number], (typeof deliveryModes)[number]]

const quote = (body: unknown) => request('/api/cart/quote', jsonInit('POST', body))

/** A car screen protector: 20 € (no other test file changes that price while this one runs). */
async function carLine() {
  return { category: 'ecran-auto', productId: await publishedSlug('car_models'), quantity: 1 }
}

/** A mode of this test's own, created by the admin through Payload's REST API (last in display order). */
async function ownMode(data: Record<string, unknown>) {
  const code = `essai-${randomBytes(4).toString('hex')}`
  const res = await request(
    '/api/delivery-modes',
    jsonInit(
      'POST',
      { code, name: `Livraison d'essai ${code}`, price: 4.9, minDays: 3, maxDays: 5, description: 'Mode de test.', position: 99, ...data },
      await adminToken(),
    ),
  )
  expect(res.status).toBe(201)
  return res.body.doc as { id: number; code: string; name: string }
}

/** The period a mode promises for an order placed now, as the server computes it. */
const periodNow = (mode: { minDays: number; maxDays: number }) => deliveryEstimate(mode, new Date())

describe('POST /api/cart/quote with a delivery mode', () => {
  it('adds the express price, 9,99 €, and gives every mode offered with its period', async () => {
    const res = await quote({ items: [await carLine()], deliveryMode: 'express' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ subtotalCents: 2000, shippingCents: 999, totalCents: 2999 })
    expect(res.body.delivery).toEqual({
      code: 'express',
      name: express.name,
      minDays: 1,
      maxDays: 1,
      shippingCents: 999,
      ...periodNow(express),
    })
    expect(res.body.deliveryModes.slice(0, 2)).toEqual([
      {
        code: 'standard',
        name: standard.name,
        priceCents: 0,
        minDays: 2,
        maxDays: 3,
        description: standard.description,
        ...periodNow(standard),
      },
      {
        code: 'express',
        name: express.name,
        priceCents: 999,
        minDays: 1,
        maxDays: 1,
        description: express.description,
        ...periodNow(express),
      },
    ])
  })

  it('charges the standard mode, free, when a client names none', async () => {
    const res = await quote({ items: [await carLine()] })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ shippingCents: 0, totalCents: 2000, delivery: { code: 'standard', shippingCents: 0 } })
  })

  it('refuses a mode that does not exist or is inactive, in French', async () => {
    const inactive = await ownMode({ active: false })
    for (const deliveryMode of ['teleportation', inactive.code]) {
      const res = await quote({ items: [await carLine()], deliveryMode })
      expect(res.status, deliveryMode).toBe(400)
      expect(res.body).toMatchObject({ success: false, error: "Ce mode de livraison n'est pas disponible. Veuillez en choisir un autre." })
      expect(res.body.error).toBe(deliveryMessages.unavailable)
    }
    const offered = (await quote({ items: [await carLine()] })).body.deliveryModes.map((mode: { code: string }) => mode.code)
    expect(offered).not.toContain(inactive.code)
  })
})

describe('POST /api/create-payment with a delivery mode', () => {
  it('stores the mode, its price and its period on the order, and sends it to Stripe as the shipping line', async () => {
    const customerInfo = orderForm()
    const res = await createPayment(checkoutBody([await carLine()], { customerInfo, deliveryMode: 'express' }))
    expect(res.status).toBe(200)
    const [order] = await sql(
      `select subtotal_cents::int, shipping_cents::int, total_cents::int, vat_cents::int, delivery_mode_name, delivery_earliest, delivery_latest
       from orders where id = $1`,
      [Number(res.body.orderId)],
    )
    expect(order).toEqual({
      subtotal_cents: 2000,
      shipping_cents: 999,
      total_cents: 2999,
      vat_cents: Math.round((2999 * 20) / 120),
      delivery_mode_name: express.name,
      delivery_earliest: periodNow(express).earliest,
      delivery_latest: periodNow(express).latest,
    })

    const session = await fakeStripe.session(sessionIdOf(res.body.url))
    expect(session).toMatchObject({
      amount_subtotal: 2000,
      amount_total: 2999,
      shipping_cost: { amount_total: 999 },
      line_items_for_tests: [{ quantity: 1, unit_amount: 2000 }],
    })
    expect(session.shipping_rates_for_tests).toEqual([
      {
        type: 'fixed_amount',
        display_name: express.name,
        fixed_amount: { amount: 999, currency: 'eur' },
        delivery_estimate: { minimum: { unit: 'business_day', value: 1 }, maximum: { unit: 'business_day', value: 1 } },
      },
    ])
  })

  it('delivers by the standard mode, free, when an old client names none', async () => {
    const res = await createPayment(checkoutBody([await carLine()]))
    expect(res.status).toBe(200)
    const [order] = await sql('select shipping_cents::int, total_cents::int, delivery_mode_name from orders where id = $1', [
      Number(res.body.orderId),
    ])
    expect(order).toEqual({ shipping_cents: 0, total_cents: 2000, delivery_mode_name: standard.name })
    const session = await fakeStripe.session(sessionIdOf(res.body.url))
    expect(session).toMatchObject({ amount_total: 2000, shipping_cost: { amount_total: 0 } })
    expect(session.shipping_rates_for_tests[0]).toMatchObject({ display_name: standard.name, fixed_amount: { amount: 0 } })
  })

  it('refuses a mode that does not exist or is inactive, writing no order', async () => {
    const inactive = await ownMode({ active: false })
    const customerInfo = orderForm()
    for (const deliveryMode of ['teleportation', inactive.code]) {
      const res = await createPayment(checkoutBody([await carLine()], { customerInfo, deliveryMode }))
      expect(res.status, deliveryMode).toBe(400)
      expect(res.body.error).toBe("Ce mode de livraison n'est pas disponible. Veuillez en choisir un autre.")
    }
    expect((await sql('select count(*)::int as n from orders where email = $1', [customerInfo.email]))[0].n).toBe(0)
  })

  it('refuses an address the modes do not serve (overseas, Monaco), in French, writing no order', async () => {
    for (const postalCode of ['97400', '98000']) {
      const customerInfo = orderForm({ postalCode })
      const res = await createPayment(checkoutBody([await carLine()], { customerInfo }))
      expect(res.status, postalCode).toBe(400)
      expect(res.body.error).toBe(deliveryMessages.outsideZone)
      expect((await sql('select count(*)::int as n from orders where email = $1', [customerInfo.email]))[0].n).toBe(0)
    }
    const corsica = await createPayment(checkoutBody([await carLine()], { customerInfo: orderForm({ postalCode: '20000' }) }))
    expect(corsica.status).toBe(200)
  })
})

describe('an order sold with the express mode', () => {
  it('carries it on /suivi, in the shipping e-mail, in the dashboard and in its CSV export', async () => {
    const customerInfo = orderForm()
    const placed = await createPayment(checkoutBody([await carLine()], { customerInfo, deliveryMode: 'express' }))
    expect(placed.status).toBe(200)
    const { orderId, orderNumber } = placed.body as { orderId: string; orderNumber: string; url: string }
    await fakeStripe.pay(sessionIdOf(placed.body.url))
    await waitForStatus(orderId, 'confirmed')
    const [row] = await sql('select delivery_earliest as earliest, delivery_latest as latest from orders where id = $1', [Number(orderId)])
    const period = deliveryPeriodText(row)

    const confirmation = await mailTo(customerInfo.email, orderNumber)
    expect(confirmation.text).toContain(`Mode de livraison : ${express.name}. ${period}.`)

    const tracked = await request('/api/order-tracking', jsonInit('POST', { orderNumber, email: customerInfo.email }))
    expect(tracked.body.order.delivery).toEqual({ mode: express.name, shipping_amount: 9.99, ...row })

    await moveOrder(orderId, [{ status: 'processing' }, { status: 'shipped', carrier: 'Chronopost', trackingNumber: 'XY123456789FR' }])
    const shipped = await mailTo(customerInfo.email, 'expédiée')
    expect(shipped.text).toContain(`Mode de livraison : ${express.name}. ${period}.`)
    expect(shipped.text).not.toContain('La livraison est gratuite')

    const token = await dashboardToken()
    const admin = dashboardClient(token)
    const list = await admin.get(`/api/dashboard/orders?q=${orderNumber}`)
    expect(list.body.rows).toEqual([expect.objectContaining({ orderNumber, deliveryMode: express.name })])
    const detail = await admin.get(`/api/dashboard/orders/${orderId}`)
    expect(detail.body.order.delivery).toEqual({ mode: express.name, shippingCents: 999, ...row })

    const csv = await fetch(`${baseUrl()}/api/dashboard/export/orders?q=${orderNumber}`, { headers: { Authorization: `Bearer ${token}` } })
    const [header, line] = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n')
    const cells = Object.fromEntries((header ?? '').split(',').map((name, index) => [name, line?.split(',')[index]]))
    expect(cells).toMatchObject({
      '"Mode de livraison"': `"${express.name}"`,
      '"Livraison TTC (€)"': '"9.99"',
      '"Total TTC (€)"': '"29.99"',
    })
  })
})

describe('GET /api/catalogue-delivery-modes', () => {
  it('lists the active modes in display order, and a staff edit at the next read', async () => {
    const res = await request('/api/catalogue-delivery-modes')
    expect(res.status).toBe(200)
    expect(res.headers.get('etag')).toBeTruthy()
    expect(res.body.modes.slice(0, 2).map((mode: { code: string }) => mode.code)).toEqual(['standard', 'express'])

    const own = await ownMode({ active: false })
    const codes = async () => (await request('/api/catalogue-delivery-modes')).body.modes.map((mode: { code: string }) => mode.code)
    expect(await codes()).not.toContain(own.code)
    // An editor edits delivery modes too.
    const editorData = staffData('editor')
    expect((await request('/api/users', jsonInit('POST', editorData, await adminToken()))).status).toBe(201)
    const editor = await staffLogin(editorData.email, editorData.password)
    expect((await request(`/api/delivery-modes/${own.id}`, jsonInit('PATCH', { active: true }, editor))).status).toBe(200)
    expect(await codes()).toContain(own.code)
    expect((await request(`/api/delivery-modes/${own.id}`, jsonInit('DELETE', {}, editor))).status).toBe(200)
    expect(await codes()).not.toContain(own.code)
  })

  it('keeps the collection itself to staff, and refuses a delay shorter than its minimum', async () => {
    expect((await request('/api/delivery-modes')).status).toBe(403)
    const refused = await request(
      '/api/delivery-modes',
      jsonInit('POST', { code: 'a-l-envers', name: "À l'envers", price: 1, minDays: 5, maxDays: 2, description: 'x' }, await adminToken()),
    )
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain(deliveryMessages.maxBeforeMin)
  })
})
