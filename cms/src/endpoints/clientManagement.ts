import type { Endpoint } from 'payload'

import { authMessages, deleteAccountBodySchema } from '@shop/domain/auth'
import { clientManagementBodySchema } from '@shop/domain/profile'

import { toClientProfile, toPublicClient } from '../auth/client-wire.ts'
import { eraseByLink, requestErasure } from '../auth/operations/account-erasure.ts'
import { exportPersonalData } from '../auth/operations/personal-data.ts'
import { updateOwnProfile } from '../auth/operations/profile.ts'
import { requireSession } from '../auth/require-session.ts'
import { renewSession, revokeSession } from '../auth/sessions.ts'
import { HttpError } from '../http/http-error.ts'
import { endpoint, json, parseBody, requestedAction } from '../http/payload-endpoint.ts'

const path = '/client-management'

/**
 * GET ?action=get_profile: checks the session and renews it to now + 24 h (at most 30 days after sign-in).
 * GET ?action=export_data: the customer's personal data as a JSON file (RGPD).
 */
const read: Endpoint = {
  path,
  method: 'get',
  handler: endpoint(async (req) => {
    const action = requestedAction(req, ['get_profile', 'export_data'])
    const session = await requireSession(req)
    const customer = session.customer
    if (action === 'export_data') {
      return json(await exportPersonalData(req, customer), 200, {
        'Content-Disposition': `attachment; filename="mes-donnees-ma-boutique-protection-${customer.id}.json"`,
      })
    }
    const expiresAt = await renewSession({ payload: req.payload }, session)
    return { success: true, client: toPublicClient(customer), expiresAt: expiresAt.getTime() }
  }),
}

/**
 * DELETE ?action=delete_session: the token stops working everywhere.
 * DELETE ?action=delete_account: the account is anonymised and every session ends (RGPD), on the
 * current password ({currentPassword}, bearer); an account without one is mailed a link whose
 * token ({token}, no session needed: the mailbox proves the owner) erases it.
 */
const remove: Endpoint = {
  path,
  method: 'delete',
  handler: endpoint(async (req) => {
    const action = requestedAction(req, ['delete_session', 'delete_account'])
    if (action === 'delete_session') {
      await revokeSession({ payload: req.payload }, (await requireSession(req)).id)
      return { success: true }
    }
    const body = await parseBody(req, deleteAccountBodySchema, authMessages.invalidData)
    if (body.token) {
      await eraseByLink(req, body.token)
      return { success: true }
    }
    const outcome = await requestErasure(req, await requireSession(req), body.currentPassword)
    return outcome === 'erased' ? { success: true } : { success: true, message: authMessages.erasureLinkSent }
  }),
}

/** POST {action: get | update, clientId}: only for the caller's own client id. */
const clientRecord: Endpoint = {
  path,
  method: 'post',
  handler: endpoint(async (req) => {
    const session = await requireSession(req)
    const body = await parseBody(req, clientManagementBodySchema, authMessages.invalidData)
    const customer = session.customer
    if (body.clientId !== String(customer.id)) throw new HttpError(403, authMessages.forbidden)
    const profile =
      body.action === 'get' ? toClientProfile(customer) : await updateOwnProfile(req, session, body.profileData, body.currentPassword)
    return { success: true, profile }
  }),
}

export const clientManagementEndpoints = [read, remove, clientRecord]
