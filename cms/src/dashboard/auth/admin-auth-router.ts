import { type RequestHandler, Router } from 'express'
import type { Payload } from 'payload'

import { adminLoginBodySchema, dashboardMessages } from '@shop/domain/dashboard'
import { paths } from '@shop/domain/paths'

import { staffUnlockPath, unlockStaffAccount } from '../../collections/Users/staff-unlock.ts'
import { loginAdmin, toAdminUser } from './admin-login.ts'
import { revokeAdminSession } from './admin-sessions.ts'
import { requireAdmin } from './require-admin.ts'
import { clientKeyOf } from '../../http/client-key.ts'
import { actionOf, bodyOf } from '../../http/express-body.ts'
import { HttpError } from '../../http/http-error.ts'
import { jsonBody } from '../../http/body-readers.ts'

/** POST /api/admin-auth {username, password}: an admin token for the dashboard (8 h). */
function adminLoginHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    const body = bodyOf(req, adminLoginBodySchema, dashboardMessages.loginFailed)
    res.setHeader('Cache-Control', 'no-store')
    res.json(await loginAdmin(payload, body, clientKeyOf(req)))
  }
}

/** GET /api/admin-auth?action=verify: whether the bearer admin token still opens the dashboard. */
function adminVerifyHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    actionOf(req, ['verify'])
    const session = await requireAdmin(payload, req)
    res.setHeader('Cache-Control', 'no-store')
    res.json({ success: true, expiresAt: session.expiresAt.toISOString(), user: toAdminUser(session.user) })
  }
}

/** DELETE /api/admin-auth: the token is revoked; it opens nothing afterwards. */
function adminLogoutHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    const session = await requireAdmin(payload, req)
    await revokeAdminSession(payload, session.id)
    res.json({ success: true })
  }
}

/**
 * GET /api/admin-auth/unlock?token=: the link mailed to the owner of a staff account being slowed
 * down lifts it once, then leads to the dashboard's sign-in.
 */
function adminUnlockHandler(payload: Payload): RequestHandler {
  return async (req, res) => {
    const { token } = req.query
    res.setHeader('Cache-Control', 'no-store')
    if (typeof token !== 'string' || !(await unlockStaffAccount(payload, token, clientKeyOf(req)))) {
      throw new HttpError(400, dashboardMessages.unlockLinkInvalid)
    }
    res.redirect(303, paths.adminLogin)
  }
}

/** The dashboard's own sign-in (its admin token is not Payload's JWT). */
export function adminAuthRouter(payload: Payload): Router {
  return Router()
    .post('/api/admin-auth', jsonBody, adminLoginHandler(payload))
    .get('/api/admin-auth', adminVerifyHandler(payload))
    .delete('/api/admin-auth', adminLogoutHandler(payload))
    .get(staffUnlockPath, adminUnlockHandler(payload))
}
