import { randomBytes } from 'node:crypto'

import { customerData, uniqueClientIp } from '@shop/seed/factories'
import { describe, expect, it } from 'vitest'

import { request, sql } from '../support/api.ts'
import { placedOrder } from '../support/dashboard.ts'

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

  it("one e-mail with a day's numbers, each from another network, is stopped after 10 failures", async () => {
    const { email } = customerData()
    const statuses: number[] = []
    for (let n = 0; n < 12; n++) {
      statuses.push((await post('/api/order-tracking', { orderNumber: unknownOrderNumber(), email }, uniqueClientIp())).status)
    }
    expect(statuses).toEqual([...Array<number>(10).fill(404), 429, 429])
  })

  it('one order number with a list of e-mails is stopped after 10 failures, for tracking and the guest withdrawal alike', async () => {
    const order = await placedOrder()
    const statuses: number[] = []
    for (let n = 0; n < 10; n++) {
      const path = n % 2 === 0 ? '/api/order-tracking' : '/api/withdrawals?action=summary'
      statuses.push((await post(path, { orderNumber: order.orderNumber, email: customerData().email }, uniqueClientIp())).status)
    }
    expect(statuses).toEqual(Array<number>(10).fill(404))
    const [row] = await sql('select email from orders where id = $1', [order.id])
    const right = await post('/api/order-tracking', { orderNumber: order.orderNumber, email: row.email }, uniqueClientIp())
    expect(right.status).toBe(429)
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
