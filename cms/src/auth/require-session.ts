import type { PayloadRequest } from 'payload'

import { authMessages } from '@shop/domain/auth'

import { HttpError } from '../http/http-error.ts'
import { bearerToken, findActiveSession, type ActiveSession } from './sessions.ts'

/** The caller's live session from `Authorization: Bearer`; a 401 otherwise. */
export async function requireSession(req: PayloadRequest): Promise<ActiveSession> {
  const token = bearerToken(req.headers)
  const session = token ? await findActiveSession({ payload: req.payload }, token) : null
  if (!session) throw new HttpError(401, authMessages.sessionInvalid)
  return session
}
