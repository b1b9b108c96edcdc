import { createHash } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { adminTokenLifetimeMs } from '@shop/domain/dashboard'

import { sessionTokenPattern } from '../../auth/sessions.ts'
import { hashToken, newToken } from '../../security/tokens.ts'
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

type SessionRow = {
  id: number
  expires_at: Date | string
  credential_stamp: string
  user_id: number
  email: string
  username: string | null
  name: string | null
  role: string | null
  hash: string | null
  salt: string | null
}

/**
 * The live session behind a token: not revoked, not expired, its user still an administrator with
 * the same password. An expired token is told apart (the dashboard says so), anything else is
 * invalid. One statement: every dashboard call begins here.
 */
export async function readAdminToken(payload: Payload, token: string): Promise<AdminTokenState> {
  if (!sessionTokenPattern.test(token)) return { refusal: 'invalid' }
  const { rows } = await payload.db.drizzle.execute<SessionRow>(sql`
    select s.id, s.expires_at, s.credential_stamp, u.id as user_id, u.email, u.username, u.name, u.role, u.hash, u.salt
    from admin_sessions s join users u on u.id = s.user_id
    where s.token_hash = ${hashToken(token)} and s.revoked_at is null`)
  const row = rows[0]
  if (!row || row.role !== 'admin' || stampOf(row) !== row.credential_stamp) return { refusal: 'invalid' }
  const expiresAt = new Date(row.expires_at)
  if (expiresAt.getTime() <= Date.now()) return { refusal: 'expired' }
  const user = { id: Number(row.user_id), email: row.email, username: row.username, name: row.name, role: row.role } as User
  return { session: { id: Number(row.id), user, expiresAt } }
}

export async function revokeAdminSession(payload: Payload, sessionId: number): Promise<void> {
  await payload.update({
    collection: 'admin-sessions',
    id: sessionId,
    data: { revokedAt: new Date().toISOString() },
    overrideAccess: true,
  })
}
