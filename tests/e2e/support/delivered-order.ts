import type { Page } from '@playwright/test'
import pg from 'pg'

import { carCheckoutBody, firstCarSlug } from '../../support/shop-checkout.ts'
import { testAdmin } from '../../support/shop-server.ts'
import { api } from './accounts.ts'

/** One SQL statement on the shop's database, to move its clock (global-setup gives the address). */
export async function shopSql<T extends pg.QueryResultRow = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await client.connect()
  try {
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.end()
  }
}

/** The test administrator's dashboard token. */
async function dashboardToken(): Promise<string> {
  const login = await api('POST', '/api/admin-auth', { username: testAdmin.email, password: testAdmin.password })
  if (login.status !== 200) throw new Error(`admin-auth: ${login.status}`)
  return login.body.token as string
}

/** The page holds the test administrator's dashboard token, as a sign-in at /admin-login leaves it, from its next load on. */
export async function withDashboardToken(page: Page): Promise<void> {
  const token = await dashboardToken()
  await page.addInitScript((value) => {
    localStorage.setItem('adminToken', value)
    localStorage.setItem('adminTokenExpires', String(Date.now() + 60 * 60 * 1000))
  }, token)
}

/**
 * A car-screen order paid on the fake Stripe, then walked to « Livrée » by the administrator in
 * the dashboard, whose delivery is moved `daysAgo` into the past.
 */
export async function deliveredOrder(base: string, email: string, daysAgo: number) {
  const placed = await api('POST', '/api/create-payment', carCheckoutBody(base, await firstCarSlug(base), email))
  if (placed.status !== 200) throw new Error(`create-payment: ${placed.status}`)
  const url = new URL(placed.body.url as string)
  await fetch(`${url.origin}/__fake/sessions/${url.pathname.split('/').pop()}/pay?webhook=1`, { method: 'POST' })
  const id = Number(placed.body.orderId)
  const token = await dashboardToken()
  const moves = [
    { status: 'processing' },
    { status: 'shipped', carrier: 'Colissimo', trackingNumber: '6A12345678901' },
    { status: 'delivered' },
  ]
  for (const move of moves) {
    for (let attempt = 0; ; attempt++) {
      const { order } = (await api('GET', `/api/dashboard/orders/${id}`, undefined, token)).body as { order: { updatedAt: string } }
      const moved = await api('POST', `/api/dashboard/orders/${id}/status`, { ...move, expectedUpdatedAt: order.updatedAt }, token)
      if (moved.status === 200) break
      // The payment's webhook may still be on its way: the order is not confirmed yet.
      if (attempt > 50) throw new Error(`${move.status}: ${moved.status} ${JSON.stringify(moved.body)}`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  await shopSql(`update orders_status_history set at = now() - make_interval(days => $2) where _parent_id = $1 and status = 'delivered'`, [
    id,
    daysAgo,
  ])
  return { id, orderNumber: placed.body.orderNumber as string }
}
