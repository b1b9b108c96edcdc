import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

type Credentials = { email?: string; password?: string }

export type AdminOutcome =
  { kind: 'existing' } | { kind: 'created-from-env'; email: string } | { kind: 'generated'; email: string; password: string }

const generatedEmail = 'admin@example.com'

/**
 * The first administrator comes from ADMIN_EMAIL / ADMIN_PASSWORD. Without them (development
 * only; production refuses to boot, see lib/env.ts) one is generated when no admin exists yet,
 * and the caller prints its password: it is never stored in clear anywhere.
 */
export async function ensureAdmin(payload: Payload, { email, password }: Credentials): Promise<AdminOutcome> {
  if (email && password) {
    const existing = await payload.count({ collection: 'users', where: { email: { equals: email } } })
    if (existing.totalDocs > 0) return { kind: 'existing' }
    await payload.create({
      collection: 'users',
      data: { email, password, role: 'admin', name: 'Administrateur' },
    })
    return { kind: 'created-from-env', email }
  }
  const admins = await payload.count({ collection: 'users', where: { role: { equals: 'admin' } } })
  if (admins.totalDocs > 0) return { kind: 'existing' }
  const generatedPassword = randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email: generatedEmail, password: generatedPassword, role: 'admin', name: 'Administrateur' },
  })
  return { kind: 'generated', email: generatedEmail, password: generatedPassword }
}
