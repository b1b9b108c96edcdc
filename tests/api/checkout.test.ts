import { describe, expect, inject, it } from 'vitest'

import { uniqueClientIp } from '@shop/seed/factories'

import { cartMessages } from '@shop/domain/cart'
import { orderMessages } from '@shop/domain/orders'

import { signStripePayload } from '../fakes/fake-stripe.ts'
import { request, sql, whileRowsLocked } from '../support/api.ts'
import {
  checkoutBody,
  createPayment,
  fakeStripe,
  orderForm,
  orderRow,
  publishedSlug,
  sessionIdOf,
  uploadPhoto,
  waitForStatus,
} from '../support/checkout.ts'
import { mailTo, signedInCustomer } from '../support/customers.ts'
import { mailsTo } from '../support/inbox.ts'
import { mailsSettledFor } from '../support/mail-jobs.ts'

const orderNumber = /^MBP-\d{8}-\d{4}$/

/** A phone screen protector (15 € HD TPU): no other test file changes that price while this one runs. */
async function phoneLine(quantity = 1) {
  return { category: 'telephone', productId: await publishedSlug('phones'), protection: 'hd-tpu', quantity }
}

describe('POST /api/create-payment', () => {
  it('prices every product family with the §9 table, ignoring the prices the browser sends', async () => {
    const customer = await signedInCustomer()
    const devicePhoto = await uploadPhoto('device', customer.token)
    const consolePhoto = await uploadPhoto('console', customer.token)
    const tabletPhoto = await uploadPhoto('device', customer.token)
    const [watch] = await sql(`select slug from watches where _status = 'published' order by id limit 1`)
    const [laptop] = await sql(`select slug from laptops where _status = 'published' order by id limit 1`)
    const items = [
      { category: 'telephone', productId: await publishedSlug('phones'), protection: 'hd-tpu', quantity: 1, price: 0.01 }, // 15
      { category: 'telephone', productId: await publishedSlug('phones'), protection: 'anti-spy', back: 'integral', quantity: 1 }, // 20 + 5
      {
        category: 'telephone',
        productId: await publishedSlug('phones'),
        protection: 'blue-light',
        back: 'integral-photo',
        photoId: devicePhoto,
        quantity: 1,
      }, // 20 + 10
      {
        category: 'tablette',
        productId: await publishedSlug('tablets'),
        protection: 'blue-light',
        back: 'integral-photo',
        photoId: tabletPhoto,
        quantity: 1,
      }, // 25 + 15
      { category: 'ordinateur', productId: laptop.slug, protection: 'anti-spy', quantity: 1 }, // 25
      {
        category: 'console',
        productId: await publishedSlug('consoles', "and kind = 'console'"),
        protection: 'blue_light',
        back: 'photo',
        photoId: consolePhoto,
        quantity: 1,
      }, // 20 + 10
      { category: 'manette', productId: await publishedSlug('consoles', "and kind = 'controller'"), photoId: consolePhoto, quantity: 1 }, // 20
      { category: 'montre', productId: watch.slug, pack: 'pack-6', quantity: 2 }, // 2 × 15
      { category: 'ecran-auto', productId: await publishedSlug('car_models'), quantity: 3 }, // 3 × 20
    ]
    const res = await createPayment(checkoutBody(items), customer.token)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      url: expect.stringMatching(/\/pay\/cs_test_/),
      orderId: expect.any(String),
      orderNumber: expect.stringMatching(orderNumber),
    })

    const expectedUnits = [1500, 2500, 3000, 4000, 2500, 3000, 2000, 1500, 2000]
    const lines = await sql('select unit_cents::int, quantity::int, photo_id from orders_lines where _parent_id = $1 order by _order', [
      Number(res.body.orderId),
    ])
    expect(lines.map((line) => line.unit_cents)).toEqual(expectedUnits)
    expect(lines[2].photo_id).toBe(Number(devicePhoto))
    const total = 1500 + 2500 + 3000 + 4000 + 2500 + 3000 + 2000 + 2 * 1500 + 3 * 2000
    const order = await orderRow(res.body.orderId)
    expect(order).toMatchObject({
      status: 'pending',
      total_cents: total,
      vat_cents: Math.round((total * 20) / 120),
      customer_id: Number(customer.client.id),
    })
    expect(order.ht_cents + order.vat_cents).toBe(total)
    const session = await fakeStripe.session(sessionIdOf(res.body.url))
    expect(session).toMatchObject({
      amount_total: total,
      currency: 'eur',
      customer_email: order.email,
      metadata: { orderId: res.body.orderId },
    })
    expect(session.success_url).toMatch(new RegExp(`/success\\?session_id=\\{CHECKOUT_SESSION_ID\\}&order_id=${res.body.orderId}$`))
  })

  it('records on the order the way it is paid with, beside the session that way opened', async () => {
    const res = await createPayment(checkoutBody([await phoneLine()]))
    expect(res.status).toBe(200)
    const [order] = await sql('select payment_provider, payment_session_id from orders where id = $1', [Number(res.body.orderId)])
    expect(order).toEqual({ payment_provider: 'stripe', payment_session_id: sessionIdOf(res.body.url) })
  })

  it('refuses tampered quantities, unknown products and options in French, writing no order', async () => {
    const car = await publishedSlug('car_models')
    // Its own e-mail: other files write orders at the same time.
    const customerInfo = orderForm()
    for (const quantity of [0, -1, 1_000_000, 2.5, '2']) {
      const res = await createPayment(checkoutBody([{ category: 'ecran-auto', productId: car, quantity }], { customerInfo }))
      expect(res.status).toBe(400)
      expect(res.body.details).toContain(cartMessages.invalidQuantity)
    }
    const unknown = await createPayment(
      checkoutBody([{ category: 'ecran-auto', productId: 'voiture-inconnue', quantity: 1 }], { customerInfo }),
    )
    expect(unknown.status).toBe(400)
    expect(unknown.body.error).toBe(cartMessages.unknownProduct)
    const option = await createPayment(
      checkoutBody([{ category: 'telephone', productId: await publishedSlug('phones'), protection: 'or-massif', quantity: 1 }], {
        customerInfo,
      }),
    )
    expect(option.status).toBe(400)
    const empty = await createPayment(checkoutBody([], { customerInfo }))
    expect(empty.body.error).toBe(orderMessages.emptyCart)
    const terms = await createPayment(checkoutBody([await phoneLine()], { termsAccepted: false, customerInfo }))
    expect(terms.body.error).toBe(orderMessages.termsRequired)
    expect((await sql('select count(*)::int as n from orders where email = $1', [customerInfo.email]))[0].n).toBe(0)
  })

  it('sends the browser back only to the shop itself', async () => {
    for (const successUrl of ['https://evil.example/success', 'javascript:alert(1)', '//evil.example/x']) {
      const res = await createPayment(checkoutBody([await phoneLine()], { successUrl }))
      expect(res.status).toBe(400)
      expect(res.body.error).toBe(orderMessages.foreignRedirect)
    }
  })

  it("refuses another customer's photo, and a photo for the wrong kind of product", async () => {
    const alice = await signedInCustomer()
    const bob = await signedInCustomer()
    const photo = await uploadPhoto('device', alice.token)
    const line = {
      category: 'telephone',
      productId: await publishedSlug('phones'),
      protection: 'hd-tpu',
      back: 'integral-photo',
      photoId: photo,
      quantity: 1,
    }
    const stolen = await createPayment(checkoutBody([line]), bob.token)
    expect(stolen.status).toBe(400)
    expect(stolen.body.error).toBe(orderMessages.photoUnavailable)
    const consolePhoto = await uploadPhoto('console', alice.token)
    const wrongKind = await createPayment(checkoutBody([{ ...line, photoId: consolePhoto }]), alice.token)
    expect(wrongKind.body.error).toBe(orderMessages.photoUnavailable)
    expect((await createPayment(checkoutBody([line]), alice.token)).status).toBe(200)
  })

  it('links an anonymous order only to an account that proved its e-mail, without changing that account', async () => {
    const customer = await signedInCustomer()
    const line = await phoneLine()
    const anonymousOrder = () =>
      createPayment(
        checkoutBody([line], {
          customerInfo: orderForm({ email: customer.email, name: 'Pirate Inconnu', address: '1 rue du Vol' }),
        }),
      )
    const unproven = await anonymousOrder()
    expect(unproven.status).toBe(200)
    expect((await orderRow(unproven.body.orderId)).customer_id).toBeNull()
    await sql('update customers set email_verified_at = now() where id = $1', [Number(customer.client.id)])
    const proven = await anonymousOrder()
    expect((await orderRow(proven.body.orderId)).customer_id).toBe(Number(customer.client.id))
    const [account] = await sql('select first_name, address_street from customers where id = $1', [Number(customer.client.id)])
    expect(account).toEqual({ first_name: 'Camille', address_street: null })
    expect(await sql('select 1 from customers where email = $1', [customer.email])).toHaveLength(1)
  })

  it('runs the same number of SQL statements for 1 line as for 40 (Server-Timing)', async () => {
    const customer = await signedInCustomer()
    const phone = await publishedSlug('phones')
    const tablet = await publishedSlug('tablets')
    const line = (index: number) =>
      index % 2 === 0
        ? { category: 'telephone', productId: phone, protection: 'hd-tpu', quantity: 1 + (index % 5) }
        : { category: 'tablette', productId: tablet, protection: 'blue-light', back: 'integral', quantity: 1 }
    // Warm the catalogue cache, so that neither measured request reads the catalogue itself.
    await createPayment(checkoutBody([line(0), line(1)]), customer.token)
    const statements = async (count: number) => {
      const res = await createPayment(checkoutBody(Array.from({ length: count }, (_, index) => line(index))), customer.token)
      expect(res.status).toBe(200)
      const timing = /sql;desc="(\d+)"/.exec(res.headers.get('server-timing') ?? '')
      expect(timing).not.toBeNull()
      return Number(timing?.[1])
    }
    const one = await statements(1)
    const forty = await statements(40)
    expect(one).toBeGreaterThan(0)
    expect(forty).toBe(one)
  })

  it('times each of 50 concurrent checkouts on its own: its statements, its wait for a connection, Stripe (Server-Timing)', async () => {
    const body = checkoutBody([await phoneLine()])
    const metrics = (res: { headers: Headers }) => {
      const header = res.headers.get('server-timing') ?? ''
      const duration = (name: string) => Number(new RegExp(`(?:^|, )${name}(?:;desc="\\d+")?;dur=([\\d.]+)`).exec(header)?.[1])
      return {
        statements: Number(/sql;desc="(\d+)"/.exec(header)?.[1]),
        sql: duration('sql'),
        pool: duration('pool'),
        payment: duration('payment'),
        total: duration('total'),
      }
    }
    const alone = metrics(await createPayment(body))
    expect(alone.statements).toBeGreaterThan(0)
    // Fifty at once wait for the pool's connections: each is still handed its own statements. The
    // orders are held until inserts queue up, so that the wait happens whatever the machine's speed.
    const held = await whileRowsLocked('lock table orders in share mode', async () => {
      const answers = Promise.all(Array.from({ length: 50 }, () => createPayment(body)))
      await expect
        .poll(async () => (await sql("select count(*)::int as n from pg_locks where relation = 'orders'::regclass and not granted"))[0].n)
        .toBeGreaterThan(0)
      await new Promise((resolve) => setTimeout(resolve, 500))
      return { answers }
    })
    const together = (await held.answers).map(metrics)
    expect(together.map((timing) => timing.statements)).toEqual(Array(50).fill(alone.statements))
    expect(Math.max(...together.map((timing) => timing.pool))).toBeGreaterThan(0)
    for (const timing of together) {
      expect(timing.payment).toBeGreaterThan(0)
      expect(timing.sql).toBeGreaterThan(0)
      expect(timing.total).toBeGreaterThanOrEqual(timing.pool + timing.sql + timing.payment - 1)
    }
  })

  it('gives 50 concurrent checkouts 50 distinct order numbers', async () => {
    const body = checkoutBody([await phoneLine()])
    const answers = await Promise.all(Array.from({ length: 50 }, () => createPayment(body)))
    expect(answers.map((res) => res.status)).toEqual(Array(50).fill(200))
    expect(new Set(answers.map((res) => res.body.orderNumber)).size).toBe(50)
  })

  it('writes no order when the payment side cannot be reached, and says so in French', async () => {
    const customerInfo = orderForm()
    await fakeStripe.failNext(3)
    const res = await createPayment(checkoutBody([await phoneLine()], { customerInfo }))
    expect(res.status).toBe(503)
    expect(res.body.error).toBe(orderMessages.paymentUnavailable)
    expect((await sql('select count(*)::int as n from orders where email = $1', [customerInfo.email]))[0].n).toBe(0)
  })

  it('is limited per client address', async () => {
    const ip = uniqueClientIp()
    const body = checkoutBody([{ category: 'ecran-auto', productId: 'x', quantity: 0 }])
    const answers = await Promise.all(Array.from({ length: 40 }, () => createPayment(body, undefined, ip)))
    expect(answers.filter((res) => res.status === 400)).toHaveLength(30)
    expect(answers.filter((res) => res.status === 429)).toHaveLength(10)
  })

  it('counts the orders that go ahead against the same limit, and spends no order number on a refused one', async () => {
    const ip = uniqueClientIp()
    const invalid = checkoutBody([{ category: 'ecran-auto', productId: 'x', quantity: 0 }])
    const refused = await Promise.all(Array.from({ length: 29 }, () => createPayment(invalid, undefined, ip)))
    expect(refused.map((res) => res.status)).toEqual(Array(29).fill(400))
    const valid = checkoutBody([await phoneLine()])
    expect((await createPayment(valid, undefined, ip)).status).toBe(200)

    // Today's counter row locked elsewhere: a checkout that moved it would wait for the lock, and time out.
    const over = await whileRowsLocked(
      "select last from order_number_counters where day = (now() at time zone 'Europe/Paris')::date for update",
      () => createPayment(valid, undefined, ip, AbortSignal.timeout(10_000)),
    )
    expect(over.status).toBe(429)
    expect(over.body).toEqual({ success: false, error: 'Trop de tentatives. Réessayez plus tard.', retryAfter: expect.any(Number) })
    expect((await createPayment(invalid, undefined, ip)).status).toBe(429)
  })
})

describe('payment confirmation', () => {
  async function placed(token?: string) {
    const res = await createPayment(checkoutBody([await phoneLine(2)]), token)
    expect(res.status).toBe(200)
    return { ...res.body, sessionId: sessionIdOf(res.body.url) } as { orderId: string; orderNumber: string; url: string; sessionId: string }
  }

  it('a signed webhook confirms the order and sends exactly one confirmation e-mail, replays change nothing', async () => {
    const order = await placed()
    const { event } = await fakeStripe.pay(order.sessionId)
    expect(event?.delivered).toBe(true)
    const row = await waitForStatus(order.orderId, 'confirmed')
    expect(row.payment_paid_at).not.toBeNull()

    const mail = await mailTo(row.email, order.orderNumber)
    expect(mail.subject).toBe(`Confirmation de votre commande ${order.orderNumber} – Ma Boutique Protection`)
    // An answer joins the order's thread (the reply listener), as for the shipping e-mail.
    expect(mail.replyTo).toMatch(new RegExp(`^[^@+]+\\+${order.orderNumber}\\.[0-9a-f]+@`, 'i'))
    expect(mail.text).toContain('Total TTC : 30,00')
    expect(mail.text).toMatch(/dont TVA \(20 %\) : 5,00/)
    expect(mail.text).toContain(
      'Droit de rétractation : vous disposez de 14 jours à compter de la réception de votre commande pour vous rétracter',
    )
    expect(mail.text).toContain(
      "frais de livraison initiaux compris (en totalité, supplément de livraison express compris), dans les 14 jours suivant le jour où nous sommes informés de votre rétractation, par le moyen de paiement utilisé pour la commande ; ce remboursement peut être différé jusqu'à la réception des articles ou jusqu'à la preuve de leur expédition",
    )
    expect(mail.text).toMatch(new RegExp(`/suivi#commande=${order.orderNumber}&cle=[\\w-]{43}\\n`))
    expect(mail.html).toContain('<table')

    const secret = await fakeStripe.webhookSecret()
    const replay = await request('/api/stripe-webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signStripePayload(event?.payload ?? '', secret) },
      body: event?.payload,
    })
    expect(replay.status).toBe(200)
    await mailsSettledFor(row.email)
    const confirmations = (await mailsTo(inject('inboxUrl'), row.email)).filter((m) => m.subject.includes(order.orderNumber))
    expect(confirmations).toHaveLength(1)
    expect((await sql('select count(*)::int as n from payment_events where event_id = $1', [event?.id]))[0].n).toBe(1)
  })

  it('refuses unsigned and re-signed webhooks', async () => {
    const order = await placed()
    const { event } = await fakeStripe.pay(order.sessionId, { webhook: false })
    const unsigned = await request('/api/stripe-webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: event?.payload,
    })
    expect(unsigned.status).toBe(400)
    const forged = await request('/api/stripe-webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signStripePayload(event?.payload ?? '', 'whsec_pas_le_bon') },
      body: event?.payload,
    })
    expect(forged.status).toBe(400)
    const tampered = (event?.payload ?? '').replace('"paid"', '"unpaid"')
    const resigned = await request('/api/stripe-webhook', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Stripe-Signature': signStripePayload(event?.payload ?? '', await fakeStripe.webhookSecret()),
      },
      body: tampered,
    })
    expect(resigned.status).toBe(400)
    expect((await orderRow(order.orderId)).status).toBe('pending')
  })

  it('an expiry arriving after the payment does not cancel the order', async () => {
    const order = await placed()
    await fakeStripe.pay(order.sessionId)
    await waitForStatus(order.orderId, 'confirmed')
    const { event } = await fakeStripe.event(order.sessionId, 'checkout.session.expired')
    expect(event.delivered).toBe(true)
    expect((await orderRow(order.orderId)).status).toBe('confirmed')
  })

  /** POST /api/confirm-order as /success sends it: the payment session's id, and a session only if signed in. */
  const confirm = (sessionId: string, token?: string) =>
    request('/api/confirm-order', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': uniqueClientIp(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ sessionId }),
    })

  it("/success confirms a guest's order with the payment session id alone, shows what was bought, harmlessly again", async () => {
    const order = await placed()
    await fakeStripe.pay(order.sessionId, { webhook: false })
    expect((await orderRow(order.orderId)).status).toBe('pending')
    const first = await confirm(order.sessionId)
    expect(first.status).toBe(200)
    expect(first.body).toEqual({
      success: true,
      order: {
        order_number: order.orderNumber,
        status: 'confirmed',
        total_amount: 30,
        items: [{ product_name: expect.stringContaining('Hydrogel HD TPU'), variant: null, quantity: 2, unit_price: 15 }],
        city: 'Marseille',
        // No mode chosen: the standard one, free.
        delivery: { mode: 'Livraison standard', shipping_amount: 0, earliest: expect.any(String), latest: expect.any(String) },
        // No promo code.
        discount: null,
        tracking_path: expect.stringMatching(new RegExp(`^/suivi#commande=${order.orderNumber}&cle=[\\w-]{43}$`)),
      },
    })
    const row = await orderRow(order.orderId)
    expect(row.status).toBe('confirmed')
    await mailTo(row.email, order.orderNumber)
    const again = await confirm(order.sessionId)
    expect(again.body).toEqual(first.body)

    // The answer's link opens the order on /suivi, with nothing typed.
    const key = new URLSearchParams(first.body.order.tracking_path.split('#')[1]).get('cle')
    const tracked = await request('/api/order-tracking', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': uniqueClientIp() },
      body: JSON.stringify({ orderNumber: order.orderNumber, key }),
    })
    expect(tracked.status).toBe(200)
    expect(tracked.body.order).toMatchObject({ order_number: order.orderNumber, status: 'confirmed', address: { city: 'Marseille' } })
  })

  it('/success still confirms a signed-in customer’s own order', async () => {
    const customer = await signedInCustomer()
    const order = await placed(customer.token)
    await fakeStripe.pay(order.sessionId, { webhook: false })
    const res = await confirm(order.sessionId, customer.token)
    expect(res.status).toBe(200)
    expect(res.body.order).toMatchObject({ order_number: order.orderNumber, status: 'confirmed', total_amount: 30 })
  })

  it('answers the same 404 to a made-up session id and to a link older than the window', async () => {
    const unknown = await confirm('cs_test_inconnu')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ success: false, error: orderMessages.paymentSessionUnknown })

    const order = await placed()
    await fakeStripe.pay(order.sessionId, { webhook: false })
    await sql(`update orders set created_at = now() - interval '2 days' where id = $1`, [Number(order.orderId)])
    const stale = await confirm(order.sessionId)
    expect(stale.status).toBe(404)
    expect(stale.body).toEqual(unknown.body)
  })

  it('a payment whose webhook never arrived is confirmed by the reconciliation', async () => {
    const order = await placed()
    await fakeStripe.pay(order.sessionId, { webhook: false })
    await sql(`update orders set created_at = now() - interval '32 minutes' where id = $1`, [Number(order.orderId)])
    const row = await waitForStatus(order.orderId, 'confirmed', 20_000)
    await mailTo(row.email, order.orderNumber)
  })

  it('an abandoned checkout is closed and cancelled by the reconciliation', async () => {
    const order = await placed()
    await sql(`update orders set created_at = now() - interval '32 minutes' where id = $1`, [Number(order.orderId)])
    await waitForStatus(order.orderId, 'cancelled', 20_000)
    expect((await fakeStripe.session(order.sessionId)).status).toBe('expired')
  })
})
