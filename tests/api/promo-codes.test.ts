import { randomBytes } from 'node:crypto'

import { describe, expect, inject, it } from 'vitest'

import { checkoutPatienceMs, orderMessages } from '@shop/domain/orders'
import { promoCodeGuessesPerClient, promoMessages } from '@shop/domain/promotions'
import { staffData, uniqueClientIp } from '@shop/seed/factories'

import { adminToken, authHeaders, baseUrl, jsonInit, request, sql, staffLogin } from '../support/api.ts'
import {
  checkoutBody,
  createPayment,
  fakeStripe,
  orderForm,
  orderRow,
  publishedSlug,
  sessionIdOf,
  waitForStatus,
} from '../support/checkout.ts'
import { signedInCustomer } from '../support/customers.ts'
import { dashboardClient, dashboardToken, moveOrder } from '../support/dashboard.ts'
import { startSuiteInstance } from '../support/test-services.ts'

/** A car screen protector: 20 € (no other test file changes that price while this one runs). */
async function carLine(quantity = 1) {
  return { category: 'ecran-auto', productId: await publishedSlug('car_models'), quantity }
}

/** A phone's anti-spy protection: 20 €. */
async function antiSpyLine() {
  return { category: 'telephone', productId: await publishedSlug('phones'), protection: 'anti-spy', quantity: 1 }
}

/** A code of this test's own, created by the admin through Payload's REST API (typed in lower case). */
async function ownCode(terms: Record<string, unknown> = {}) {
  const code = `essai-${randomBytes(4).toString('hex')}`
  const res = await request('/api/promo-codes', jsonInit('POST', { code, kind: 'percentage', percent: 10, ...terms }, await adminToken()))
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.doc as { id: number; code: string }
}

/** POST /api/cart/quote as one visitor of its own (own attempt counters), with a customer's session when given. */
const quote = (body: unknown, token?: string, ip = uniqueClientIp()) =>
  request('/api/cart/quote', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })

describe('promo codes in the admin', () => {
  it('are stored in upper case, versioned, and kept to administrators and the editors trusted with them', async () => {
    const own = await ownCode()
    expect(own.code).toMatch(/^ESSAI-[0-9A-F]{8}$/)
    expect((await request(`/api/promo-codes/${own.id}`, jsonInit('PATCH', { percent: 15 }, await adminToken()))).status).toBe(200)
    const [versions] = await sql('select count(*)::int as n from _promo_codes_v where parent_id = $1', [own.id])
    expect(versions.n).toBe(2)

    expect((await request('/api/promo-codes')).status).toBe(403)
    const editorData = staffData('editor')
    const created = await request('/api/users', jsonInit('POST', editorData, await adminToken()))
    expect(created.status).toBe(201)
    const editor = await staffLogin(editorData.email, editorData.password)
    expect((await request(`/api/promo-codes/${own.id}`, authHeaders(editor))).status).toBe(403)
    // An editor cannot trust themself with promotions; an administrator can.
    await request(`/api/users/${created.body.doc.id}`, jsonInit('PATCH', { managesPromotions: true }, editor))
    expect((await request(`/api/promo-codes/${own.id}`, authHeaders(editor))).status).toBe(403)
    const trusted = await request(`/api/users/${created.body.doc.id}`, jsonInit('PATCH', { managesPromotions: true }, await adminToken()))
    expect(trusted.status).toBe(200)
    const trustedEditor = await staffLogin(editorData.email, editorData.password)
    expect((await request(`/api/promo-codes/${own.id}`, jsonInit('PATCH', { percent: 20 }, trustedEditor))).status).toBe(200)
  })
})

describe('the terms of a promo code', () => {
  it('are refused in French out of bounds: a percentage outside 1–100, a fixed amount of 0 €, created or changed', async () => {
    const token = await adminToken()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ kind: 'percentage', percent: 150 }, 'percent', promoMessages.percentOutOfBounds],
      [{ kind: 'percentage', percent: -50 }, 'percent', promoMessages.percentOutOfBounds],
      [{ kind: 'percentage', percent: 12.5 }, 'percent', promoMessages.percentOutOfBounds],
      [{ kind: 'fixed', amount: 0 }, 'amount', promoMessages.amountNotPositive],
    ]
    for (const [terms, path, message] of cases) {
      const code = `BORNE-${randomBytes(4).toString('hex').toUpperCase()}`
      const res = await request('/api/promo-codes', jsonInit('POST', { code, ...terms }, token))
      expect(res.status, JSON.stringify(terms)).toBe(400)
      expect(res.body.errors[0].data.errors).toEqual([expect.objectContaining({ path, message })])
      expect(await sql('select id from promo_codes where code = $1', [code])).toEqual([])
    }
    const own = await ownCode({ percent: 10 })
    const changed = await request(`/api/promo-codes/${own.id}`, jsonInit('PATCH', { percent: 150 }, token))
    expect(changed.status).toBe(400)
    expect(changed.body.errors[0].data.errors).toEqual([
      expect.objectContaining({ path: 'percent', message: promoMessages.percentOutOfBounds }),
    ])
    expect((await sql('select percent::int from promo_codes where id = $1', [own.id]))[0].percent).toBe(10)
  })

  it('never price anything below zero: a code saved out of bounds before they were checked takes off the lines at most, or nothing', async () => {
    const over = await ownCode({ percent: 10 })
    const under = await ownCode({ percent: 10 })
    await sql('update promo_codes set percent = 150 where id = $1', [over.id])
    await sql('update promo_codes set percent = -50 where id = $1', [under.id])
    await sql(`select pg_notify('catalogue_changed', 'pricing')`)
    const items = [await carLine()]
    await expect.poll(async () => (await quote({ items, promoCode: over.code })).body.discountCents).toBe(2000)
    expect((await quote({ items, promoCode: over.code, deliveryMode: 'express' })).body).toMatchObject({
      subtotalCents: 2000,
      discountCents: 2000,
      shippingCents: 999,
      totalCents: 999,
    })
    expect((await quote({ items, promoCode: under.code })).body).toMatchObject({ subtotalCents: 2000, discountCents: 0, totalCents: 2000 })
  })
})

describe('the quote with a promo code', () => {
  it('shows the discount as a line and the new total, whatever the case typed', async () => {
    const own = await ownCode({ percent: 15 })
    const res = await quote({ items: [await carLine(2)], promoCode: ` ${own.code.toLowerCase()} ` })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      subtotalCents: 4000,
      discountCents: 600,
      shippingCents: 0,
      totalCents: 3400,
      promo: { ok: true, code: own.code, label: `Code promo ${own.code} (-15 %)`, discountCents: 600, shippingDiscountCents: 0 },
    })
  })

  it('offers the express delivery with a free-delivery code', async () => {
    const own = await ownCode({ kind: 'free-delivery', percent: null })
    const res = await quote({ items: [await carLine()], deliveryMode: 'express', promoCode: own.code })
    expect(res.body).toMatchObject({ subtotalCents: 2000, discountCents: 0, shippingCents: 0, totalCents: 2000 })
    expect(res.body.delivery).toMatchObject({ code: 'express', shippingCents: 999 })
  })

  it('says in French why a code does not apply, and prices the cart without it', async () => {
    const now = Date.now()
    const day = 24 * 60 * 60 * 1000
    const cases: [Record<string, unknown> | string, unknown[], string | RegExp][] = [
      ['INCONNU-42', [await carLine()], promoMessages.unknown],
      ['pas de code', [await carLine()], promoMessages.invalidFormat],
      [{ active: false }, [await carLine()], promoMessages.unknown],
      [
        { validFrom: new Date(now + day).toISOString() },
        [await carLine()],
        /^Ce code promo est valable à partir du \d+ \S+ \d{4} à \d\d:\d\d\.$/,
      ],
      [{ validUntil: new Date(now - day).toISOString() }, [await carLine()], promoMessages.expired],
      [{ minimumAmount: 50 }, [await carLine()], promoMessages.minimumNotReached(5000)],
      [{ categories: ['telephone'] }, [await carLine()], promoMessages.notApplicable],
      [{ protections: ['anti-spy'] }, [await carLine()], promoMessages.notApplicable],
      [{ maxUsesPerCustomer: 1 }, [await carLine()], promoMessages.signInRequired],
    ]
    for (const [terms, items, error] of cases) {
      const code = typeof terms === 'string' ? terms : (await ownCode(terms)).code
      const res = await quote({ items, promoCode: code })
      expect(res.status, code).toBe(200)
      expect(res.body.promo.ok, code).toBe(false)
      if (typeof error === 'string') expect(res.body.promo.error, code).toBe(error)
      else expect(res.body.promo.error, code).toMatch(error)
      expect(res.body).toMatchObject({ discountCents: 0, totalCents: 2000 })
    }
    // Limited to protection types: the lines it covers only.
    const antiSpy = await ownCode({ protections: ['anti-spy'] })
    const both = await quote({ items: [await carLine(), await antiSpyLine()], promoCode: antiSpy.code })
    expect(both.body).toMatchObject({ subtotalCents: 4000, discountCents: 200, totalCents: 3800 })
  })

  it('counts the codes a checkout tries as guesses: an unknown one there is refused and counted, as in a quote', async () => {
    const network = uniqueClientIp().replace(/::1$/, '')
    const items = [await carLine()]
    for (let index = 0; index < promoCodeGuessesPerClient; index += 1) {
      const guess = await createPayment(checkoutBody(items, { promoCode: `PAYE-${index}` }), undefined, `${network}::${index + 10}`)
      expect([guess.status, guess.body.error]).toEqual([400, promoMessages.unknown])
    }
    const next = await quote({ items, promoCode: 'PAYE-ENCORE' }, undefined, `${network}::99`)
    expect([next.status, next.body.error]).toEqual([429, promoMessages.tooManyTries])
  })

  it('holds back a client guessing codes: of 50 parallel unknown codes from one /64, 20 are checked; a real code never counts, and is held back with them once they are used up', async () => {
    const own = await ownCode()
    const network = uniqueClientIp().replace(/::1$/, '')
    const items = [await carLine()]
    for (let index = 0; index < 5; index += 1) {
      expect((await quote({ items, promoCode: own.code }, undefined, `${network}::${index + 2}`)).body.promo.ok).toBe(true)
    }
    const guesses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => quote({ items, promoCode: `DEVINE-${index}` }, undefined, `${network}::${index + 10}`)),
    )
    expect(guesses.filter((res) => res.status === 200).map((res) => res.body.promo.error)).toEqual(
      Array.from({ length: promoCodeGuessesPerClient }, () => promoMessages.unknown),
    )
    const held = guesses.filter((res) => res.status !== 200)
    expect(held.map((res) => [res.status, res.body.error])).toEqual(Array.from({ length: 30 }, () => [429, promoMessages.tooManyTries]))
    expect(Number(held[0]?.headers.get('retry-after'))).toBeGreaterThan(0)
    // Once the guesses are used up, a code that exists is held back too: the answer tells nothing.
    const real = await quote({ items, promoCode: own.code }, undefined, `${network}::99`)
    expect([real.status, real.body.error]).toEqual([429, promoMessages.tooManyTries])
    // Nor does a checkout, for a code that exists or not: it opens no payment page.
    for (const promoCode of [own.code, 'DEVINE-EN-PAYANT']) {
      const checkout = await createPayment(checkoutBody(items, { promoCode }), undefined, `${network}::98`)
      expect([checkout.status, checkout.body.error]).toEqual([429, promoMessages.tooManyTries])
    }
    // Another network is not held back.
    expect((await quote({ items, promoCode: own.code })).status).toBe(200)
  })

  it('holds back a code that exists on every instance once a client’s guesses are used up: on one started after, and on one running when they were', async () => {
    const own = await ownCode()
    const items = [await carLine()]
    const networkOf = () => uniqueClientIp().replace(/::1$/, '')
    const useUpGuesses = async (network: string) => {
      for (let index = 0; index < promoCodeGuessesPerClient; index += 1) {
        expect((await quote({ items, promoCode: `DEVINE-${index}` }, undefined, `${network}::${index + 10}`)).status).toBe(200)
      }
    }
    const first = networkOf()
    await useUpGuesses(first)
    const other = await startSuiteInstance({ databaseUrl: inject('databaseUrl'), inboxUrl: inject('inboxUrl') })
    const quoteOnOther = (network: string) =>
      fetch(`${other.url}/api/cart/quote`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `${network}::99` },
        body: JSON.stringify({ items, promoCode: own.code }),
      }).then((res) => res.status)
    try {
      // Started after: it reads who is at the limit once it listens, then answers from memory.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect(await quoteOnOther(first)).toBe(429)
        // The wait is what is tested: the refusal holds over a second, not only at once.
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      const second = networkOf()
      expect(await quoteOnOther(second)).toBe(200)
      // Used up on this instance: the other one learns it from the announcement alone.
      await useUpGuesses(second)
      await expect.poll(() => quoteOnOther(second), { timeout: 5000 }).toBe(429)
    } finally {
      await other.stop()
    }
  }, 120_000)

  it('counts a signed-in customer’s uses once their e-mail is proven', async () => {
    const own = await ownCode({ maxUsesPerCustomer: 1 })
    const customer = await signedInCustomer()
    const unproven = await quote({ items: [await carLine()], promoCode: own.code }, customer.token)
    expect(unproven.body.promo).toMatchObject({ ok: false, error: promoMessages.signInRequired })
    await sql('update customers set email_verified_at = now() where email = $1', [customer.email])
    expect((await quote({ items: [await carLine()], promoCode: own.code }, customer.token)).body.promo.ok).toBe(true)

    const placed = await createPayment(
      checkoutBody([await carLine()], { customerInfo: orderForm({ email: customer.email }), promoCode: own.code }),
      customer.token,
    )
    expect(placed.status).toBe(200)
    const again = await quote({ items: [await carLine()], promoCode: own.code }, customer.token)
    expect(again.body.promo).toMatchObject({ ok: false, error: promoMessages.alreadyUsed })
    const refused = await createPayment(
      checkoutBody([await carLine()], { customerInfo: orderForm({ email: customer.email }), promoCode: own.code }),
      customer.token,
    )
    expect(refused.status).toBe(400)
    expect(refused.body.error).toBe(promoMessages.alreadyUsed)
  })
})

describe('an order with a promo code', () => {
  it('is charged the discounted amounts: Stripe, the order, its lines, the invoice and the credit note agree', async () => {
    const own = await ownCode({ kind: 'fixed', percent: null, amount: 5.5 })
    const customerInfo = orderForm()
    const placed = await createPayment(
      checkoutBody([await carLine(), await antiSpyLine()], { customerInfo, deliveryMode: 'express', promoCode: own.code }),
    )
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const orderId = Number(placed.body.orderId)
    const session = await fakeStripe.session(sessionIdOf(placed.body.url))
    expect(session).toMatchObject({
      amount_subtotal: 4000,
      amount_total: 4000 - 550 + 999,
      total_details: { amount_discount: 550, amount_shipping: 999 },
    })
    const [order] = await sql(
      `select subtotal_cents::int, discount_cents::int, shipping_cents::int, total_cents::int, vat_cents::int, promo_label, promo_code_id
       from orders where id = $1`,
      [orderId],
    )
    expect(order).toEqual({
      subtotal_cents: 4000,
      discount_cents: 550,
      shipping_cents: 999,
      total_cents: 4449,
      vat_cents: Math.round((4449 * 20) / 120),
      promo_label: `Code promo ${own.code} (-5,50\u00a0€)`,
      promo_code_id: own.id,
    })
    const lines = await sql('select total_cents::int, discount_cents::int from orders_lines where _parent_id = $1 order by _order', [
      orderId,
    ])
    expect(lines).toEqual([
      { total_cents: 2000, discount_cents: 275 },
      { total_cents: 2000, discount_cents: 275 },
    ])

    await fakeStripe.pay(sessionIdOf(placed.body.url))
    await waitForStatus(String(orderId), 'confirmed')
    await expect.poll(async () => (await sql('select 1 from invoices where order_id = $1', [orderId])).length, { timeout: 10_000 }).toBe(1)
    const [invoice] = await sql("select snapshot from invoices where order_id = $1 and kind = 'invoice'", [orderId])
    const discountLine = invoice.snapshot.lines.find((line: { description: string }) => line.description === order.promo_label)
    expect(discountLine).toMatchObject({ quantity: 1, totalTtcCents: -550, vatCents: -92, totalHtCents: -458 })
    expect(invoice.snapshot.totals).toEqual({
      ttcCents: 4449,
      vatCents: order.vat_cents,
      htCents: 4449 - order.vat_cents,
      vatRatePercent: 20,
    })
    const sumOfLines = invoice.snapshot.lines.reduce((sum: number, line: { totalTtcCents: number }) => sum + line.totalTtcCents, 0)
    expect(sumOfLines).toBe(4449)

    // The dashboard's order and its CSV row say the same.
    const token = await dashboardToken()
    const detail = await dashboardClient(token).get(`/api/dashboard/orders/${orderId}`)
    expect(detail.body.order.discount).toEqual({ label: order.promo_label, cents: 550 })
    const csv = await fetch(`${baseUrl()}/api/dashboard/export/orders?q=${detail.body.order.orderNumber}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    const [header, row] = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n')
    const cells = Object.fromEntries((header ?? '').split(',').map((name, index) => [name, row?.split(',')[index]]))
    expect(cells).toMatchObject({
      '"Sous-total TTC (€)"': '"40"',
      '"Code promo"': `"${own.code}"`,
      '"Remise TTC (€)"': '"5.5"',
      '"Total TTC (€)"': '"44.49"',
    })

    await moveOrder(orderId, [{ status: 'cancelled' }])
    await expect
      .poll(async () => (await sql("select 1 from invoices where order_id = $1 and kind = 'credit_note'", [orderId])).length, {
        timeout: 10_000,
      })
      .toBe(1)
    const [credit] = await sql("select snapshot from invoices where order_id = $1 and kind = 'credit_note'", [orderId])
    expect(credit.snapshot.totals.ttcCents).toBe(4449)
    const [paid] = await sql('select payment_payment_intent_id as pi from orders where id = $1', [orderId])
    expect((await fakeStripe.refunds()).filter((refund) => refund.payment_intent === paid.pi).map((refund) => refund.amount)).toEqual([
      4449,
    ])
  })

  it('shows in the analytics, and their CSV, the uses of each code, what their orders paid and what it took off', async () => {
    const own = await ownCode({ percent: 25 })
    for (const quantity of [1, 2]) {
      const placed = await createPayment(checkoutBody([await carLine(quantity)], { promoCode: own.code }))
      expect(placed.status).toBe(200)
      await fakeStripe.pay(sessionIdOf(placed.body.url))
      await waitForStatus(placed.body.orderId, 'confirmed')
    }
    // Placed, not paid: not counted.
    expect((await createPayment(checkoutBody([await carLine()], { promoCode: own.code }))).status).toBe(200)
    const token = await dashboardToken()
    const analytics = await dashboardClient(token).get('/api/dashboard/analytics?days=7')
    expect(analytics.body.promoCodes).toContainEqual({ code: own.code, uses: 2, revenueCents: 1500 + 3000, discountCents: 500 + 1000 })
    const csv = await fetch(`${baseUrl()}/api/dashboard/export/promo-codes?days=7&separator=semicolon`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="MBP-codes-promo-\d{4}-\d{2}-\d{2}\.csv"$/)
    const lines = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toBe('"Code promo";"Utilisations";"Chiffre d\'affaires TTC (€)";"Remises TTC (€)"')
    expect(lines).toContain(`"${own.code}";"2";"45";"15"`)
  })

  it('with a fixed amount larger than the basket, is charged the delivery alone: the goods cost 0 €, no amount is negative', async () => {
    const own = await ownCode({ kind: 'fixed', percent: null, amount: 500 })
    const placed = await createPayment(checkoutBody([await carLine()], { deliveryMode: 'express', promoCode: own.code }))
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const orderId = Number(placed.body.orderId)
    const session = await fakeStripe.session(sessionIdOf(placed.body.url))
    expect(session).toMatchObject({
      amount_subtotal: 2000,
      amount_total: 999,
      total_details: { amount_discount: 2000, amount_shipping: 999 },
      line_items_for_tests: [expect.objectContaining({ unit_amount: 2000, quantity: 1 })],
    })
    expect(session.shipping_rates_for_tests.map((rate: { fixed_amount: { amount: number } }) => rate.fixed_amount.amount)).toEqual([999])
    const [order] = await sql(
      'select subtotal_cents::int, discount_cents::int, shipping_cents::int, total_cents::int from orders where id = $1',
      [orderId],
    )
    expect(order).toEqual({ subtotal_cents: 2000, discount_cents: 2000, shipping_cents: 999, total_cents: 999 })
    expect(await sql('select discount_cents::int from orders_lines where _parent_id = $1', [orderId])).toEqual([{ discount_cents: 2000 }])

    await fakeStripe.pay(sessionIdOf(placed.body.url))
    await waitForStatus(String(orderId), 'confirmed')
    await expect.poll(async () => (await sql('select 1 from invoices where order_id = $1', [orderId])).length, { timeout: 10_000 }).toBe(1)
    const [invoice] = await sql("select snapshot from invoices where order_id = $1 and kind = 'invoice'", [orderId])
    expect(invoice.snapshot.totals.ttcCents).toBe(999)
    const sumOfLines = invoice.snapshot.lines.reduce((sum: number, line: { totalTtcCents: number }) => sum + line.totalTtcCents, 0)
    expect(sumOfLines).toBe(999)
  })

  it('refuses a code that does not apply, writing no order', async () => {
    const own = await ownCode({ minimumAmount: 100 })
    const customerInfo = orderForm()
    const res = await createPayment(checkoutBody([await carLine()], { customerInfo, promoCode: own.code }))
    expect(res.status).toBe(400)
    expect(res.body.error).toBe(promoMessages.minimumNotReached(10000))
    expect((await sql('select count(*)::int as n from orders where email = $1', [customerInfo.email]))[0].n).toBe(0)
  })

  it('of 50 parallel checkouts with one use left, exactly one gets the discount; a cancelled unpaid order gives its use back', async () => {
    const own = await ownCode({ maxUses: 2 })
    const first = await createPayment(checkoutBody([await carLine()], { promoCode: own.code }))
    expect(first.status).toBe(200)

    const items = [await carLine()]
    const answers = await Promise.all(Array.from({ length: 50 }, () => createPayment(checkoutBody(items, { promoCode: own.code }))))
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1)
    // Refused when the quote counts the uses (400), or under the code's lock when it lost the race (409).
    const refused = answers.filter((res) => res.status !== 200)
    expect(refused.map((res) => [res.status === 400 || res.status === 409, res.body.error])).toEqual(
      Array.from({ length: 49 }, () => [true, promoMessages.exhausted]),
    )
    const [uses] = await sql('select count(*)::int as n from orders where promo_code_id = $1', [own.id])
    expect(uses.n).toBe(2)

    // The first order is abandoned: cancelled before any payment, its use is free again.
    await moveOrder(Number(first.body.orderId), [{ status: 'cancelled' }])
    const again = await createPayment(checkoutBody([await carLine()], { promoCode: own.code }))
    expect(again.status).toBe(200)
  })

  it('holds a limited code’s use only while its payment page can be paid: expired, abandoned or past its end, the page gives it back', async () => {
    const own = await ownCode({ maxUses: 3 })
    const items = [await carLine()]
    const placed: { url: string; orderId: string }[] = []
    for (let index = 0; index < 3; index += 1) {
      const res = await createPayment(checkoutBody(items, { promoCode: own.code }))
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      placed.push(res.body)
    }
    // Each page takes payments for 31 minutes (Stripe's shortest is 30), and its order knows until when.
    for (const { url, orderId } of placed) {
      const session = await fakeStripe.session(sessionIdOf(url))
      const [row] = await sql(
        `select extract(epoch from payment_page_expires_at)::float8 as ends, extract(epoch from created_at)::float8 as created
         from orders where id = $1`,
        [Number(orderId)],
      )
      expect(session.expires_at).toBe(Math.floor(row.ends))
      expect(Math.abs(row.ends - row.created - checkoutPatienceMs / 1000)).toBeLessThan(10)
    }
    // While the three pages can be paid, their uses are held.
    const held = await createPayment(checkoutBody(items, { promoCode: own.code }))
    expect([held.status, held.body.error]).toEqual([400, promoMessages.exhausted])

    // The third page ends without a word from Stripe (its webhook lost): its use is held until the end the shop gave it…
    await fakeStripe.lapse(sessionIdOf(placed[2]!.url), { webhook: false })
    expect((await createPayment(checkoutBody(items, { promoCode: own.code }))).body.error).toBe(promoMessages.exhausted)
    // …and given back once past it, the order not yet settled.
    await sql("update orders set payment_page_expires_at = now() - interval '3 minutes' where id = $1", [Number(placed[2]!.orderId)])
    expect((await orderRow(placed[2]!.orderId)).status).toBe('pending')
    const reused = await createPayment(checkoutBody(items, { promoCode: own.code }))
    expect(reused.status, JSON.stringify(reused.body)).toBe(200)

    // Stripe closes the first page at its end: its expiry's webhook gives the use back.
    await fakeStripe.lapse(sessionIdOf(placed[0]!.url))
    await waitForStatus(placed[0]!.orderId, 'cancelled')
    // The buyer of the second goes back to the shop: the shop closes the page on the way, with the order's key only.
    const { cancel_url: cancelUrl } = await fakeStripe.session(sessionIdOf(placed[1]!.url))
    const forged = new URL(cancelUrl)
    forged.searchParams.set('key', 'pas-la-bonne-cle')
    const refused = await fetch(forged, { redirect: 'manual' })
    expect([refused.status, ((await refused.json()) as { error: string }).error]).toEqual([404, orderMessages.paymentSessionUnknown])
    expect((await orderRow(placed[1]!.orderId)).status).toBe('pending')
    const back = await fetch(cancelUrl, { redirect: 'manual' })
    expect([back.status, back.headers.get('location')]).toEqual([303, `${baseUrl()}/commande`])
    expect((await fakeStripe.session(sessionIdOf(placed[1]!.url))).status).toBe('expired')
    await waitForStatus(placed[1]!.orderId, 'cancelled')

    // Two uses are free again; of 50 parallel checkouts, exactly two get them.
    const answers = await Promise.all(Array.from({ length: 50 }, () => createPayment(checkoutBody(items, { promoCode: own.code }))))
    expect(answers.filter((res) => res.status === 200)).toHaveLength(2)
    expect(answers.filter((res) => res.status !== 200).map((res) => [res.status === 400 || res.status === 409, res.body.error])).toEqual(
      Array.from({ length: 48 }, () => [true, promoMessages.exhausted]),
    )
  })

  it('without Stripe keys, holds the use while the test page can be paid, and gives it back when the buyer goes back or the page ends', async () => {
    const own = await ownCode({ maxUses: 1 })
    const items = [await carLine()]
    const offline = await startSuiteInstance({ databaseUrl: inject('databaseUrl'), inboxUrl: inject('inboxUrl') })
    const place = async () => {
      const res = await fetch(`${offline.url}/api/create-payment`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': uniqueClientIp() },
        body: JSON.stringify({
          ...checkoutBody(items, { promoCode: own.code }),
          successUrl: `${offline.url}/success`,
          cancelUrl: `${offline.url}/commande`,
        }),
      })
      return { status: res.status, body: (await res.json()) as { url: string; orderId: string; error: string } }
    }
    const page = (url: string, action: 'pay' | 'cancel') =>
      fetch(`${offline.url}/api/offline-payment`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ session: new URL(url).searchParams.get('session') ?? '', action }),
        redirect: 'manual',
      })
    try {
      const first = await place()
      expect(first.status, JSON.stringify(first.body)).toBe(200)
      expect((await place()).body.error).toBe(promoMessages.exhausted)
      // The buyer goes back from the test page: it is closed, and the use is free.
      const back = await page(first.body.url, 'cancel')
      expect([back.status, back.headers.get('location')]).toEqual([303, `${offline.url}/commande`])
      await waitForStatus(first.body.orderId, 'cancelled')
      expect((await fetch(first.body.url)).status).toBe(404)

      const second = await place()
      expect(second.status).toBe(200)
      expect((await place()).body.error).toBe(promoMessages.exhausted)
      // Past its end, the page takes no payment: its order is cancelled, the use free.
      await sql("update orders set payment_page_expires_at = now() - interval '1 minute' where id = $1", [Number(second.body.orderId)])
      const closed = await fetch(second.body.url)
      expect([closed.status, ((await closed.json()) as { error: string }).error]).toEqual([409, orderMessages.paymentPageClosed])
      const late = await page(second.body.url, 'pay')
      expect([late.status, ((await late.json()) as { error: string }).error]).toEqual([409, orderMessages.paymentPageClosed])
      await waitForStatus(second.body.orderId, 'cancelled')
      expect((await orderRow(second.body.orderId)).payment_paid_at).toBeNull()
      expect((await place()).status).toBe(200)
    } finally {
      await offline.stop()
    }
  }, 120_000)
})
