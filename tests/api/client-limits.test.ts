import { randomBytes } from 'node:crypto'

import { customerData, uniqueClientIp } from '@shop/seed/factories'
import { describe, expect, it } from 'vitest'

import { request, sql } from '../support/api.ts'
import { checkoutBody, createPayment, fakeStripe, publishedSlug, sessionIdOf, waitForStatus } from '../support/checkout.ts'
import { mailTo, signedInCustomer, visitor } from '../support/customers.ts'
import { placedOrder } from '../support/dashboard.ts'
import { mailedLink } from '../support/inbox.ts'

/**
 * Issue 24: every per-client limit counts an IPv6 client by its /64 (cms/src/http/client-key.ts),
 * and guest order look-ups also count failures per order number and per e-mail.
 */

/** A /64 of its own for each test, and its n-th address: what one home or phone may rotate through. */
function network() {
  const prefix = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`
  return (n: number) => `${prefix}::${(n + 1).toString(16)}`
}

const post = (path: string, body: unknown, ip: string) =>
  request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip }, body: JSON.stringify(body) })

/** The server's slow-down (cms/src/security/slow-down.ts): a quarter second past 10 failures, doubling, at most 4 s. */
const firstDelay = 250
const longestDelay = 4000

async function timed<T>(send: () => Promise<T>) {
  const startedAt = performance.now()
  const res = await send()
  return { res, ms: performance.now() - startedAt }
}

const tooManyAttempts = 'Trop de tentatives. Réessayez plus tard.'

const unknownOrderNumber = () => `MBP-01011999-${String(randomBytes(2).readUInt16BE(0) % 10_000).padStart(4, '0')}`

describe('a guest order look-up counts per /64, per e-mail and per order number', () => {
  it('50 parallel look-ups from 50 addresses of one /64 meet the limit of one client (20)', async () => {
    const address = network()
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        post('/api/order-tracking', { orderNumber: unknownOrderNumber(), email: customerData().email }, address(n)),
      ),
    )
    const statuses = answers.map((res) => res.status)
    expect(statuses.filter((status) => status === 404)).toHaveLength(20)
    expect(statuses.filter((status) => status === 429)).toHaveLength(30)
  })

  it('one client is stopped after 5 wrong e-mails on one order number, of 50 sent at once', async () => {
    const order = await placedOrder()
    const ip = uniqueClientIp()
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post('/api/order-tracking', { orderNumber: order.orderNumber, email: customerData().email }, ip)),
    )
    const statuses = answers.map((res) => res.status)
    expect(statuses.filter((status) => status === 404)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(45)
    for (const res of answers.filter((answer) => answer.status === 429)) {
      expect(res.body).toEqual({ success: false, error: tooManyAttempts, retryAfter: expect.any(Number) })
    }
  })

  it("one e-mail with a day's numbers is stopped after 5 failures from one client, and slowed down, not stopped, from many", async () => {
    const order = await placedOrder()
    const [{ email }] = await sql('select email from orders where id = $1', [order.id])
    const ip = uniqueClientIp()
    const statuses: number[] = []
    for (let n = 0; n < 6; n++) statuses.push((await post('/api/order-tracking', { orderNumber: unknownOrderNumber(), email }, ip)).status)
    expect(statuses).toEqual([...Array<number>(5).fill(404), 429])
    await Promise.all(
      Array.from({ length: 10 }, () => post('/api/order-tracking', { orderNumber: unknownOrderNumber(), email }, uniqueClientIp())),
    )
    const { res, ms } = await timed(() => post('/api/order-tracking', { orderNumber: order.orderNumber, email }, uniqueClientIp()))
    expect(res.status).toBe(200)
    expect(ms).toBeGreaterThanOrEqual(longestDelay)
  })

  it("strangers' wrong e-mails on an order number, from 50 networks at once, keep its owner out of nothing", async () => {
    const customer = await signedInCustomer()
    const placed = await createPayment(
      checkoutBody([{ category: 'telephone', productId: await publishedSlug('phones'), protection: 'hd-tpu', quantity: 1 }]),
      customer.token,
    )
    await fakeStripe.pay(sessionIdOf(placed.body.url))
    const { email } = await waitForStatus(placed.body.orderId, 'confirmed')
    const { orderNumber } = placed.body as { orderNumber: string }
    const key = mailedLink(await mailTo(email, orderNumber), '/suivi').secrets.get('cle')

    const strangers = await Promise.all(
      Array.from({ length: 50 }, () => post('/api/order-tracking', { orderNumber, email: customerData().email }, uniqueClientIp())),
    )
    expect(strangers.map((res) => res.status)).toEqual(Array<number>(50).fill(404))

    const byEmail = await timed(() => post('/api/order-tracking', { orderNumber, email }, uniqueClientIp()))
    expect(byEmail.res.status).toBe(200)
    expect(byEmail.ms).toBeGreaterThanOrEqual(longestDelay)
    const byLink = await post('/api/order-tracking', { orderNumber, key }, uniqueClientIp())
    expect(byLink.status).toBe(200)
    const bySession = await visitor().post('/api/order-tracking', { orderNumber }, customer.token)
    expect(bySession.status).toBe(200)
    expect(bySession.body.order.order_number).toBe(orderNumber)
    const withdrawal = await post('/api/withdrawals?action=summary', { orderNumber, email }, uniqueClientIp())
    expect(withdrawal.status).toBe(200)
    expect(withdrawal.body.withdrawal.order_number).toBe(orderNumber)
  })

  it('one order number with a list of e-mails is slowed down after 10 failures, for tracking and the guest withdrawal alike', async () => {
    const order = await placedOrder()
    const statuses: number[] = []
    for (let n = 0; n < 11; n++) {
      const path = n % 2 === 0 ? '/api/order-tracking' : '/api/withdrawals?action=summary'
      statuses.push((await post(path, { orderNumber: order.orderNumber, email: customerData().email }, uniqueClientIp())).status)
    }
    expect(statuses).toEqual(Array<number>(11).fill(404))
    const [row] = await sql('select email from orders where id = $1', [order.id])
    const right = await timed(() => post('/api/order-tracking', { orderNumber: order.orderNumber, email: row.email }, uniqueClientIp()))
    expect(right.res.status).toBe(200)
    expect(right.ms).toBeGreaterThanOrEqual(firstDelay)
  })

  it('a look-up that finds its order gives its count back', async () => {
    const order = await placedOrder()
    const [row] = await sql('select email from orders where id = $1', [order.id])
    for (let n = 0; n < 12; n++) {
      const res = await post('/api/order-tracking', { orderNumber: order.orderNumber, email: row.email }, uniqueClientIp())
      expect(res.status).toBe(200)
    }
  })
})
