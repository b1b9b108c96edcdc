import type { Request } from 'express'
import type { Payload } from 'payload'

import { authMessages } from '@shop/domain/auth'

import { HttpError } from '../http/http-error.ts'
import { bearerToken, findActiveSession, type ActiveSession } from './sessions.ts'

/** The session of an express request's `Authorization: Bearer`, if it holds a live one. */
export async function sessionOf(payload: Payload, req: Request): Promise<ActiveSession | null> {
  const token = bearerToken(new Headers({ authorization: req.get('authorization') ?? '' }))
  return token ? findActiveSession({ payload }, token) : null
}

/** The same, or a 401. */
export async function requireSessionOf(payload: Payload, req: Request): Promise<ActiveSession> {
  const session = await sessionOf(payload, req)
  if (!session) throw new HttpError(401, authMessages.sessionInvalid)
  return session
}

/**
 * The customer of a session whose e-mail is proven, else null: what a code limited per customer
 * counts by (a typed address, or an unproven one, could be someone else's).
 */
export function provenBuyerOf(session: ActiveSession | null): number | null {
  return session?.customer.emailVerifiedAt ? session.customer.id : null
}
