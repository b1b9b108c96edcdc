import type { Request } from 'express'
import type { Payload } from 'payload'

import { dashboardMessages } from '@shop/domain/dashboard'

import { bearerToken } from '../../auth/sessions.ts'
import { HttpError } from '../../http/http-error.ts'
import { readAdminToken, type AdminSession } from './admin-sessions.ts'

/**
 * Every dashboard call starts here: the administrator is whoever the bearer admin token says, read
 * on the server each time. A customer's token, an editor's, a forged or revoked one: 401.
 */
export async function requireAdmin(payload: Payload, req: Request): Promise<AdminSession> {
  const token = bearerToken(new Headers({ authorization: req.get('authorization') ?? '' }))
  if (!token) throw new HttpError(401, dashboardMessages.tokenMissing)
  const state = await readAdminToken(payload, token)
  if ('refusal' in state)
    throw new HttpError(401, state.refusal === 'expired' ? dashboardMessages.tokenExpired : dashboardMessages.tokenInvalid)
  return state.session
}
