import { customerData, uniqueClientIp } from '@shop/seed/factories'
import { inject } from 'vitest'

import { request } from './api.ts'
import { waitForMail, type Mail } from './inbox.ts'

/** Calls as one visitor: JSON bodies, an optional session, and a client address of its own. */
export function visitor(ip = uniqueClientIp()) {
  const call = (method: string, path: string, body?: unknown, token?: string) =>
    request(path, {
      method,
      headers: {
        'X-Forwarded-For': ip,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
  return {
    ip,
    post: (path: string, body?: unknown, token?: string) => call('POST', path, body, token),
    get: (path: string, token?: string) => call('GET', path, undefined, token),
    delete: (path: string, token?: string, body?: unknown) => call('DELETE', path, body, token),
  }
}

export async function registeredCustomer(overrides: Record<string, unknown> = {}) {
  const data = customerData(overrides)
  const res = await visitor().post('/api/auth-validation', { action: 'register', ...data })
  if (res.status !== 201) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`)
  return data
}

export async function signedInCustomer(overrides: Record<string, unknown> = {}) {
  const data = await registeredCustomer(overrides)
  const res = await visitor().post('/api/auth-validation', { action: 'login', email: data.email, password: data.password })
  if (res.status !== 200) throw new Error(`login: ${res.status} ${JSON.stringify(res.body)}`)
  return { ...data, token: res.body.sessionToken as string, client: res.body.client as { id: string } }
}

/** The last mail to this address whose subject contains `subject` (./inbox.ts). */
export function mailTo(address: string, subject = ''): Promise<Mail> {
  return waitForMail(inject('inboxUrl'), address, subject)
}
