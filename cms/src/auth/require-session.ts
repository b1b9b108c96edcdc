import type { PayloadRequest } from 'payload'

import { authMessages } from '@shop/domain/auth'

import { fail } from '../endpoints/respond.ts'
import { bearerToken, findActiveSession, type ActiveSession } from './sessions.ts'

export type SessionCheck = { ok: true; session: ActiveSession; token: string } | { ok: false; response: Response }

/** The caller's live session from `Authorization: Bearer`, or the 401 to answer. */
export async function requireSession(req: PayloadRequest): Promise<SessionCheck> {
  const token = bearerToken(req.headers)
  const session = token ? await findActiveSession({ payload: req.payload }, token) : null
  if (!token || !session) return { ok: false, response: fail(401, authMessages.sessionInvalid) }
  return { ok: true, session, token }
}
