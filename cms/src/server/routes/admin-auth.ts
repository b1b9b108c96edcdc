import type { RequestHandler } from 'express'
import type { Payload } from 'payload'

import { authMessages } from '@shop/domain/auth'
import { adminLoginBodySchema, dashboardMessages } from '@shop/domain/dashboard'

import { loginAdmin, toAdminUser } from '../../dashboard/auth/admin-login.ts'
import { revokeAdminSession } from '../../dashboard/auth/admin-sessions.ts'
import { requireAdmin } from '../../dashboard/auth/require-admin.ts'
import { clientKeyOf } from '../../http/client-key.ts'
import { bodyOf } from '../../http/express-body.ts'
import { HttpError } from '../../http/http-error.ts'

/** POST /api/admin-auth {username, password}: an admin token for the dashboard (8 h). */
export function adminLoginHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    const body = bodyOf(req, adminLoginBodySchema, dashboardMessages.loginFailed)
    res.setHeader('Cache-Control', 'no-store')
    res.json(await loginAdmin(payload, body, clientKeyOf(req)))
  }
}

/** GET /api/admin-auth?action=verify: whether the bearer admin token still opens the dashboard. */
export function adminVerifyHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    if (req.query.action !== 'verify') throw new HttpError(400, authMessages.unknownAction)
    const session = await requireAdmin(payload, req)
    res.setHeader('Cache-Control', 'no-store')
    res.json({ success: true, expiresAt: session.expiresAt.toISOString(), user: toAdminUser(session.user) })
  }
}

/** DELETE /api/admin-auth: the token is revoked; it opens nothing afterwards. */
export function adminLogoutHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    const session = await requireAdmin(payload, req)
    await revokeAdminSession(payload, session.id)
    res.json({ success: true })
  }
}
