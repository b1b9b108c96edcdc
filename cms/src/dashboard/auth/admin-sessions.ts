import { createHash } from 'node:crypto'

import { and, eq, isNull } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { adminTokenLifetimeMs } from '@shop/domain/dashboard'

import { sessionTokenPattern } from '../../auth/sessions.ts'
import { dbOf } from '../../database/db.ts'
import { admin_sessions, users } from '../../database/payload-schema.ts'
import { hashToken, newToken } from '../../security/tokens.ts'
import type { User } from '../../payload-types.ts'

/**
 * What an admin token was issued against: the user's password hash and role. A new password
 * (from the admin panel, a reset link or the Local API alike) or another role changes it, so the
 * token stops working without any hook having to remember to revoke it.
 */
async function credentialStamp(payload: Payload, userId: number): Promise<string | null> {
  const db = await dbOf(payload)
  const [row] = await db.select({ hash: users.hash, salt: users.salt, role: users.role }).from(users).where(eq(users.id, userId))
  return row ? stampOf(row) : null
}

function stampOf(row: { hash: string | null; salt: string | null; role: string | null }): string | null {
  if (!row.hash) return null
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
 * the same password. An expired token is told apart (the dashboard says so), anything else is
 * invalid. One statement: every dashboard call begins here.
 */
export async function readAdminToken(payload: Payload, token: string): Promise<AdminTokenState> {
  if (!sessionTokenPattern.test(token)) return { refusal: 'invalid' }
  const db = await dbOf(payload)
  const [row] = await db
    .select({
      id: admin_sessions.id,
      expiresAt: admin_sessions.expiresAt,
      credentialStamp: admin_sessions.credentialStamp,
      userId: users.id,
      email: users.email,
      username: users.username,
      name: users.name,
      role: users.role,
      hash: users.hash,
      salt: users.salt,
    })
    .from(admin_sessions)
    .innerJoin(users, eq(users.id, admin_sessions.user))
    .where(and(eq(admin_sessions.tokenHash, hashToken(token)), isNull(admin_sessions.revokedAt)))
  if (!row || row.role !== 'admin' || stampOf(row) !== row.credentialStamp) return { refusal: 'invalid' }
  const expiresAt = new Date(row.expiresAt)
  if (expiresAt.getTime() <= Date.now()) return { refusal: 'expired' }
  const user = { id: row.userId, email: row.email, username: row.username, name: row.name, role: row.role } as User
  return { session: { id: row.id, user, expiresAt } }
}

export async function revokeAdminSession(payload: Payload, sessionId: number): Promise<void> {
  await payload.update({
    collection: 'admin-sessions',
    id: sessionId,
    data: { revokedAt: new Date().toISOString() },
    overrideAccess: true,
  })
}
