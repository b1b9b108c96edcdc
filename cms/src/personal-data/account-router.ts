import { Router } from 'express'
import type { Payload } from 'payload'

import { authMessages, changePasswordBodySchema, deleteAccountBodySchema } from '@shop/domain/auth'
import { clientManagementBodySchema, updateProfileBodySchema } from '@shop/domain/profile'

import { toClientProfile, toProfileRead, toPublicClient } from '../auth/client-wire.ts'
import { eraseByLink, requestErasure } from './account-erasure.ts'
import { changePassword } from '../auth/operations/change-password.ts'
import { exportPersonalData } from './customer-data.ts'
import { updateEmailAndAddress, updateOwnProfile } from '../auth/operations/profile.ts'
import { requireSessionOf } from '../auth/request-session.ts'
import { renewSession, revokeSession } from '../auth/sessions.ts'
import { actionOf, bodyOf } from '../http/express-body.ts'
import { HttpError } from '../http/http-error.ts'
import { noStore } from '../http/no-store.ts'
import { payloadRequestOf } from '../http/payload-request.ts'
import { jsonBody } from '../http/body-readers.ts'

/** The signed-in customer's own account: session, profile, password, personal data and erasure. */
export function accountRouter(payload: Payload): Router {
  const router = Router()
  const clientManagement = '/api/client-management'
  const profileManagement = '/api/profile-management'

  /**
   * GET ?action=get_profile: checks the session and renews it to now + 24 h (at most 30 days after sign-in).
   * GET ?action=export_data: the customer's personal data as a JSON file (RGPD).
   */
  router.get(clientManagement, noStore, async (req, res) => {
    const action = actionOf(req, ['get_profile', 'export_data'])
    const session = await requireSessionOf(payload, req)
    const customer = session.customer
    if (action === 'export_data') {
      const data = await exportPersonalData(await payloadRequestOf(payload, req), customer)
      res.set('Content-Disposition', `attachment; filename="mes-donnees-ma-boutique-protection-${customer.id}.json"`).json(data)
      return
    }
    const expiresAt = await renewSession({ payload }, session)
    res.json({ success: true, client: toPublicClient(customer), expiresAt: expiresAt.getTime() })
  })

  /**
   * DELETE ?action=delete_session: the token stops working everywhere.
   * DELETE ?action=delete_account: the account is anonymised and every session ends (RGPD), on the
   * current password ({currentPassword}, bearer); an account without one is mailed a link whose
   * token ({token}, no session needed: the mailbox proves the owner) erases it.
   */
  router.delete(clientManagement, noStore, jsonBody, async (req, res) => {
    const action = actionOf(req, ['delete_session', 'delete_account'])
    if (action === 'delete_session') {
      await revokeSession({ payload }, (await requireSessionOf(payload, req)).id)
      res.json({ success: true })
      return
    }
    const body = bodyOf(req, deleteAccountBodySchema, authMessages.invalidData)
    const local = await payloadRequestOf(payload, req)
    if (body.token) {
      await eraseByLink(local, body.token)
      res.json({ success: true })
      return
    }
    const outcome = await requestErasure(local, await requireSessionOf(payload, req), body.currentPassword)
    res.json(outcome === 'erased' ? { success: true } : { success: true, message: authMessages.erasureLinkSent })
  })

  /** POST {action: get | update, clientId}: only for the caller's own client id. */
  router.post(clientManagement, noStore, jsonBody, async (req, res) => {
    const session = await requireSessionOf(payload, req)
    const body = bodyOf(req, clientManagementBodySchema, authMessages.invalidData)
    const customer = session.customer
    if (body.clientId !== String(customer.id)) throw new HttpError(403, authMessages.forbidden)
    const profile =
      body.action === 'get'
        ? toClientProfile(customer)
        : await updateOwnProfile(await payloadRequestOf(payload, req), session, body.profileData, body.currentPassword)
    res.json({ success: true, profile })
  })

  /** GET ?action=profile: the profile with its (single) address, in the contract's wire names. */
  router.get(profileManagement, noStore, async (req, res) => {
    actionOf(req, ['profile'])
    const session = await requireSessionOf(payload, req)
    res.json(toProfileRead(session.customer))
  })

  /**
   * POST ?action=update-profile {email, address, currentPassword when the e-mail changes}.
   * POST ?action=change-password {currentPassword, newPassword}: the other devices are signed out.
   */
  router.post(profileManagement, noStore, jsonBody, async (req, res) => {
    const action = actionOf(req, ['update-profile', 'change-password'])
    const session = await requireSessionOf(payload, req)
    const local = await payloadRequestOf(payload, req)
    if (action === 'change-password') {
      await changePassword(local, session, bodyOf(req, changePasswordBodySchema, authMessages.invalidData))
      res.json({ success: true, message: authMessages.passwordChanged })
      return
    }
    await updateEmailAndAddress(local, session, bodyOf(req, updateProfileBodySchema, authMessages.invalidData))
    res.json({ success: true })
  })

  return router
}
