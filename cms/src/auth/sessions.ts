import { and, eq, isNull, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { sessionLifetimeMs, sessionMaxAgeMs } from '@shop/domain/auth'

import { dbOf } from '../database/db.ts'
import { customer_sessions } from '../database/payload-schema.ts'
import type { Customer } from '../payload-types.ts'
import { hashToken, newToken } from '../security/tokens.ts'

/** Session tokens are 32 random bytes; the database only ever sees their SHA-256. */
export const sessionTokenPattern = /^[A-Za-z0-9_-]{43}$/

type Context = { payload: Payload; req?: PayloadRequest }

export async function createSession({ payload, req }: Context, customerId: number) {
  const token = newToken()
  const expiresAt = new Date(Date.now() + sessionLifetimeMs)
  await payload.create({
    collection: 'customer-sessions',
    data: { tokenHash: hashToken(token), customer: customerId, expiresAt: expiresAt.toISOString() },
    req,
  })
  return { token, expiresAt }
}

export type ActiveSession = { id: number; customer: Customer; expiresAt: Date; createdAt: Date }

/** The unexpired, unrevoked session behind a token, opened less than 30 days ago, with its customer. */
export async function findActiveSession({ payload, req }: Context, token: string): Promise<ActiveSession | null> {
  if (!sessionTokenPattern.test(token)) return null
  const { docs } = await payload.find({
    collection: 'customer-sessions',
    where: {
      tokenHash: { equals: hashToken(token) },
      revokedAt: { exists: false },
      expiresAt: { greater_than: new Date().toISOString() },
      createdAt: { greater_than: new Date(Date.now() - sessionMaxAgeMs).toISOString() },
    },
    depth: 1,
    limit: 1,
    req,
  })
  const session = docs[0]
  if (!session || typeof session.customer !== 'object' || session.customer.anonymisedAt) return null
  return {
    id: session.id,
    customer: session.customer,
    expiresAt: new Date(session.expiresAt),
    createdAt: new Date(session.createdAt),
  }
}

/**
 * Another 24 h, but never past 30 days after sign-in, so the answered expiry is the real one. One
 * column, and only while not revoked: Payload's update writes the whole document back, so a renewal
 * read before a logout and written after it would bring the revoked session back to life.
 */
export async function renewSession({ payload }: Context, session: ActiveSession): Promise<Date> {
  const expiresAt = new Date(Math.min(Date.now() + sessionLifetimeMs, session.createdAt.getTime() + sessionMaxAgeMs))
  const db = await dbOf(payload)
  await db
    .update(customer_sessions)
    .set({ expiresAt: expiresAt.toISOString(), updatedAt: sql`now()` })
    .where(and(eq(customer_sessions.id, session.id), isNull(customer_sessions.revokedAt)))
  return expiresAt
}

export async function revokeSession({ payload, req }: Context, sessionId: number): Promise<void> {
  await payload.update({
    collection: 'customer-sessions',
    id: sessionId,
    data: { revokedAt: new Date().toISOString() },
    req,
  })
}

/** After a password change or reset, every device of the customer must sign in again (but the one making the change). */
export async function revokeAllSessions({ payload, req }: Context, customerId: number, options: { except?: number } = {}): Promise<void> {
  await payload.update({
    collection: 'customer-sessions',
    where: {
      customer: { equals: customerId },
      revokedAt: { exists: false },
      ...(options.except === undefined ? {} : { id: { not_equals: options.except } }),
    },
    data: { revokedAt: new Date().toISOString() },
    req,
  })
}

/**
 * Everything that opens the account without its password ends: the sessions (but `except`, the
 * device making the change) and the reset links not used yet, which may have gone to a former address.
 */
export async function revokeAccess(context: Context, customerId: number, options: { except?: number } = {}): Promise<void> {
  await revokeAllSessions(context, customerId, options)
  await context.payload.update({
    collection: 'password-resets',
    where: { customer: { equals: customerId }, usedAt: { exists: false } },
    data: { usedAt: new Date().toISOString() },
    overrideAccess: true,
    req: context.req,
  })
}

export function bearerToken(headers: Headers): string | null {
  const header = headers.get('authorization')
  if (!header?.startsWith('Bearer ')) return null
  const token = header.slice('Bearer '.length).trim()
  return sessionTokenPattern.test(token) ? token : null
}
