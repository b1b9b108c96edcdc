import { staffData, uniqueClientIp } from '@shop/seed/factories'
import { inject } from 'vitest'

import { adminToken, jsonInit, request } from './api.ts'
import { checkoutBody, createPayment, fakeStripe, orderForm, publishedSlug, sessionIdOf, waitForStatus } from './checkout.ts'

/** The dashboard's calls, as one administrator from one address. */
export function dashboardClient(token: string, ip = uniqueClientIp()) {
  const call = (method: string, path: string, body?: unknown) =>
    request(path, {
      method,
      headers: {
        'X-Forwarded-For': ip,
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body: unknown) => call('POST', path, body),
    patch: (path: string, body: unknown) => call('PATCH', path, body),
    delete: (path: string) => call('DELETE', path),
  }
}

export function adminLogin(username: string, password: string, ip = uniqueClientIp()) {
  return request('/api/admin-auth', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify({ username, password }),
  })
}

/** A staff member of that role, created by the test admin through Payload's REST API. */
export async function staffMember(role: 'admin' | 'editor', overrides: Record<string, unknown> = {}) {
  const data = staffData(role, overrides)
  const res = await request('/api/users', jsonInit('POST', data, await adminToken()))
  if (res.status !== 201) throw new Error(`staff: ${res.status} ${JSON.stringify(res.body)}`)
  return { ...data, id: res.body.doc.id as number }
}

/** The test admin's dashboard token. */
export async function dashboardToken(): Promise<string> {
  const admin = inject('admin')
  const res = await adminLogin(admin.email, admin.password)
  if (res.status !== 200) throw new Error(`admin-auth: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.token as string
}

/** An order placed through the real checkout, paid with the fake Stripe when asked. */
export async function placedOrder({
  paid = true,
  quantity = 1,
  email,
  name,
  sessionToken,
}: { paid?: boolean; quantity?: number; email?: string; name?: string; sessionToken?: string } = {}) {
  const slug = await publishedSlug('phones')
  const res = await createPayment(
    checkoutBody([{ category: 'telephone', productId: slug, protection: 'hd-tpu', quantity }], {
      customerInfo: orderForm({ ...(email ? { email } : {}), ...(name ? { name } : {}) }),
    }),
    sessionToken,
  )
  if (res.status !== 200) throw new Error(`create-payment: ${res.status} ${JSON.stringify(res.body)}`)
  const order = res.body as { orderId: string; orderNumber: string; url: string }
  if (paid) {
    await fakeStripe.pay(sessionIdOf(order.url))
    await waitForStatus(order.orderId, 'confirmed')
  }
  return { id: Number(order.orderId), orderNumber: order.orderNumber, slug }
}

type Move = { status: string; carrier?: string; trackingNumber?: string }
type DashboardClient = ReturnType<typeof dashboardClient>

/** One move in the dashboard, as the order page sends it: with the `updatedAt` it last read. */
export async function postOrderMove(admin: DashboardClient, id: number | string, move: Move) {
  const { order } = (await admin.get(`/api/dashboard/orders/${id}`)).body as { order: { updatedAt: string } }
  return admin.post(`/api/dashboard/orders/${id}/status`, { ...move, expectedUpdatedAt: order.updatedAt })
}

/** The test admin moves an order along the workflow in the dashboard, one step after another. */
export async function moveOrder(id: number | string, moves: Move[]): Promise<void> {
  const admin = dashboardClient(await dashboardToken())
  for (const move of moves) {
    const res = await postOrderMove(admin, id, move)
    if (res.status !== 200) throw new Error(`${move.status}: ${res.status} ${JSON.stringify(res.body)}`)
  }
}
