import type { Page } from '@playwright/test'

import { customerData, uniqueClientIp } from '@shop/seed/factories'

import { expect } from '../fixtures.ts'
import { waitForMail, type Mail } from '../../support/inbox.ts'

const baseUrl = () => {
  const url = process.env.TEST_BASE_URL
  if (!url) throw new Error('TEST_BASE_URL manquant (global-setup)')
  return url
}

/** A JSON call to the running shop as one visitor of its own (own rate-limit counters). */
export async function api(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      'X-Forwarded-For': uniqueClientIp(),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : undefined }
}

export type Customer = ReturnType<typeof customerData>

export async function createCustomer(overrides: Record<string, unknown> = {}): Promise<Customer> {
  const data = customerData(overrides)
  const res = await api('POST', '/api/auth-validation', { action: 'register', ...data })
  if (res.status !== 201) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`)
  return data
}

export type ApiSession = { token: string; expiresAt: number; client: { id: string; email: string; first_name: string; last_name: string } }

export async function apiLogin(email: string, password: string): Promise<{ status: number; session?: ApiSession }> {
  const res = await api('POST', '/api/auth-validation', { action: 'login', email, password })
  if (res.status !== 200) return { status: res.status }
  return { status: 200, session: { token: res.body.sessionToken, expiresAt: res.body.expiresAt, client: res.body.client } }
}

/** The profile check with a token: 200 with the customer, or 401 once the session is over. */
export async function sessionStatus(token: string): Promise<number> {
  return (await api('GET', '/api/client-management?action=get_profile', undefined, token)).status
}

/**
 * Opens the shop already signed in, as a returning visitor whose browser kept the session
 * (the local storage keys of spec core §3), with `expiresAt` when a test needs a nearer end.
 */
export async function signInThroughStorage(page: Page, customer: Customer, expiresAt?: number): Promise<ApiSession> {
  const { session } = await apiLogin(customer.email, customer.password)
  if (!session) throw new Error('login impossible')
  const stored = {
    sessionToken: session.token,
    sessionExpires: String(expiresAt ?? session.expiresAt),
    client_info: JSON.stringify({
      id: session.client.id,
      name: `${session.client.first_name} ${session.client.last_name}`,
      email: session.client.email,
      created_at: new Date().toISOString(),
    }),
  }
  // Only on the first document of the shop (not on the blank page a mailed link is read in): later reloads must see what the page itself stored.
  await page.addInitScript((values) => {
    if (location.origin === 'null' || sessionStorage.getItem('test-storage-seeded')) return
    sessionStorage.setItem('test-storage-seeded', '1')
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value)
  }, stored)
  return session
}

/** The last mail to this address whose subject contains `subject`, from the test SMTP catcher. */
export function mailTo(address: string, subject = ''): Promise<Mail> {
  const inbox = process.env.TEST_INBOX_URL
  if (!inbox) throw new Error('TEST_INBOX_URL manquant (global-setup)')
  return waitForMail(inbox, address, subject)
}

/**
 * Opens the mail as its reader's mail client shows it, and clicks its link: the browser goes where
 * the link says, fragment included (the link's secret, which no server sees).
 */
export async function clickMailedLink(page: Page, mail: Mail, name: string): Promise<void> {
  // Away from the shop first: on its own page, a link that differs only by its fragment would not load it.
  await page.goto('about:blank')
  await page.setContent(mail.html)
  await page.getByRole('link', { name }).click()
}

/** The test administrator's Payload token, signed in once for every worker (global-setup.ts). */
export function staffToken(): Promise<string> {
  const token = process.env.TEST_STAFF_TOKEN
  if (!token) throw new Error('TEST_STAFF_TOKEN manquant (global-setup)')
  return Promise.resolve(token)
}

/** Payload's REST API as the test administrator (the admin's own calls); anything but a 2xx fails the test. */
export async function staffRest(method: string, path: string, data?: unknown) {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { Authorization: `JWT ${await staffToken()}`, 'Content-Type': 'application/json', 'X-Forwarded-For': uniqueClientIp() },
    body: data === undefined ? undefined : JSON.stringify(data),
  })
  expect(res.status, `${method} ${path}`).toBeLessThan(300)
  return res.json()
}
