import fs from 'node:fs/promises'
import path from 'node:path'

import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { startFakeStripe } from '../fakes/fake-stripe.ts'
import { carCheckoutBody, firstCarSlug } from '../support/shop-checkout.ts'
import { startShopServer, tmpRoot } from '../support/shop-server.ts'

describe('the server killed in the middle of checkouts', () => {
  it('leaves no half-written order, and the restarted shop goes on with fresh numbers', async () => {
    await fs.mkdir(tmpRoot, { recursive: true })
    const dataDir = await fs.mkdtemp(path.join(tmpRoot, 'crash-'))
    const stripe = await startFakeStripe()
    const env = { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_BASE: stripe.apiBase }
    try {
      const server = await startShopServer({ dataDir, env })
      const car = await firstCarSlug(server.url)
      const checkout = (url: string, index: number) =>
        fetch(`${url}/api/create-payment`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.9.${Math.floor(index / 250)}.${index % 250}` },
          body: JSON.stringify(carCheckoutBody(url, car, `crash.${index}@example.fr`, [1, 2])),
        }).then(
          (res) => res.status,
          () => 0,
        )
      const inFlight = Array.from({ length: 40 }, (_, index) => checkout(server.url, index))
      // Killed as soon as the first checkout is through: the others are at every step of theirs.
      await Promise.race(inFlight)
      await server.stop('SIGKILL')
      const statuses = await Promise.all(inFlight)
      expect(statuses.filter((status) => status === 0).length).toBeGreaterThan(0)

      const restarted = await startShopServer({ dataDir, env })
      try {
        const db = new pg.Client({ connectionString: restarted.databaseUrl })
        await db.connect()
        try {
          const { rows: broken } = await db.query(`
            select o.order_number from orders o
            where o.payment_session_id is null
               or (select count(*) from orders_lines l where l._parent_id = o.id) <> 2
               or (select count(*) from orders_status_history h where h._parent_id = o.id) < 1`)
          expect(broken).toEqual([])
          const { rows: before } = await db.query<{ n: number }>('select count(*)::int as n from orders')
          expect(await checkout(restarted.url, 1000)).toBe(200)
          const { rows: numbers } = await db.query<{ order_number: string }>('select order_number from orders')
          expect(numbers).toHaveLength((before[0]?.n ?? 0) + 1)
          expect(new Set(numbers.map((row) => row.order_number)).size).toBe(numbers.length)
        } finally {
          await db.end()
        }
      } finally {
        await restarted.stop()
      }
    } finally {
      await stripe.stop()
      await fs.rm(dataDir, { recursive: true, force: true })
    }
  })
})
