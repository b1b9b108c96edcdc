import { createHash } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { adminTokenLifetimeMs } from '@shop/domain/dashboard'

import { hashToken, newToken, sessionTokenPattern } from '../../auth/sessions.ts'
import type { User } from '../../payload-types.ts'

/**
 * What an admin token was issued against: the user's password hash and role. A new password
 * (from the admin panel, a reset link or the Local API alike) or another role changes it, so the
 * token stops working without any hook having to remember to revoke it.
 */
async function credentialStamp(payload: Payload, userId: number): Promise<string | null> {
  const { rows } = await payload.db.drizzle.execute<{ hash: string | null; salt: string | null; role: string | null }>(
    sql`select hash, salt, role from users where id = ${userId}`,
  )
  const row = rows[0]
  if (!row?.hash) return null
  return createHash('sha256').update(`${row.salt}:${row.hash}:${row.role}`).digest('hex')
}

export type AdminSession = { id: number; user: User; expiresAt: Date }

export async function createAdminSession(payload: Payload, userId: number): Promise<{ token: string; expiresAt: Date }> {
  const stamp = await credentialStamp(payload, userId)
  if (!stamp) throw new Error(`user ${userId} has no password`)
  const token = newToken()
  const expiresAt = new Date(Date.now() + adminTokenLifetimeMs)
  await payload.create({
    collection: 'admin-sessions',
    data: { tokenHash: hashToken(token), user: userId, credentialStamp: stamp, expiresAt: expiresAt.toISOString() },
    overrideAccess: true,
  })
  return { token, expiresAt }
}

export type AdminTokenState = { session: AdminSession } | { refusal: 'expired' | 'invalid' }

/**
 * The live session behind a token: not revoked, not expired, its user still an administrator with
 * the same password. An expired token is told apart (the dashboard says so), anything else is invalid.
 */
export async function readAdminToken(payload: Payload, token: string): Promise<AdminTokenState> {
  if (!sessionTokenPattern.test(token)) return { refusal: 'invalid' }
  const { docs } = await payload.find({
    collection: 'admin-sessions',
    where: { tokenHash: { equals: hashToken(token) }, revokedAt: { exists: false } },
    depth: 1,
    limit: 1,
    overrideAccess: true,
  })
  const session = docs[0]
  const user = session?.user
  if (!session || !user || typeof user !== 'object' || user.role !== 'admin') return { refusal: 'invalid' }
  if (new Date(session.expiresAt).getTime() <= Date.now()) return { refusal: 'expired' }
  if ((await credentialStamp(payload, user.id)) !== session.credentialStamp) return { refusal: 'invalid' }
  return { session: { id: session.id, user, expiresAt: new Date(session.expiresAt) } }
}

export async function revokeAdminSession(payload: Payload, sessionId: number): Promise<void> {
  await payload.update({
    collection: 'admin-sessions',
    id: sessionId,
    data: { revokedAt: new Date().toISOString() },
    overrideAccess: true,
  })
}
