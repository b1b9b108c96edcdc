import type { Endpoint } from 'payload'

import { authMessages } from '@shop/domain/auth'
import { clientManagementBodySchema } from '@shop/domain/profile'

import { anonymiseCustomer, exportPersonalData } from '../auth/operations/personal-data.ts'
import { toProfile, updateOwnProfile } from '../auth/operations/profile.ts'
import { toPublicClient } from '../auth/public-client.ts'
import { requireSession } from '../auth/require-session.ts'
import { renewSession, revokeSession } from '../auth/sessions.ts'
import { fail, json, parseBody } from './respond.ts'

const path = '/client-management'

/**
 * GET ?action=get_profile: checks the session and renews it to now + 24 h.
 * GET ?action=export_data: the customer's personal data as a JSON file (RGPD).
 */
const read: Endpoint = {
  path,
  method: 'get',
  handler: async (req) => {
    const action = req.searchParams.get('action')
    if (action !== 'get_profile' && action !== 'export_data') return fail(400, authMessages.unknownAction)
    const check = await requireSession(req)
    if (!check.ok) return check.response
    if (action === 'export_data') return exportPersonalData(req, check.session.customer)
    const expiresAt = await renewSession({ payload: req.payload }, check.session.id)
    return json({ success: true, client: toPublicClient(check.session.customer), expiresAt: expiresAt.getTime() })
  },
}

/**
 * DELETE ?action=delete_session: the token stops working everywhere.
 * DELETE ?action=delete_account: the account is anonymised and every session ends (RGPD).
 */
const remove: Endpoint = {
  path,
  method: 'delete',
  handler: async (req) => {
    const action = req.searchParams.get('action')
    if (action !== 'delete_session' && action !== 'delete_account') return fail(400, authMessages.unknownAction)
    const check = await requireSession(req)
    if (!check.ok) return check.response
    if (action === 'delete_account') return anonymiseCustomer(req, check.session.customer)
    await revokeSession({ payload: req.payload }, check.session.id)
    return json({ success: true })
  },
}

/** POST {action: get | update, clientId}: only for the caller's own client id. */
const clientRecord: Endpoint = {
  path,
  method: 'post',
  handler: async (req) => {
    const check = await requireSession(req)
    if (!check.ok) return check.response
    const parsed = await parseBody(req, clientManagementBodySchema, authMessages.invalidData)
    if (!parsed.ok) return parsed.response
    const body = parsed.data
    const customer = check.session.customer
    if (body.clientId !== String(customer.id)) return fail(403, authMessages.forbidden)
    if (body.action === 'get') return json({ success: true, profile: toProfile(customer) })
    return updateOwnProfile(req, customer, body.profileData)
  },
}

export const clientManagementEndpoints = [read, remove, clientRecord]
