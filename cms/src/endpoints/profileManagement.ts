import type { Endpoint } from 'payload'

import { authMessages } from '@shop/domain/auth'
import { updateProfileBodySchema } from '@shop/domain/profile'

import { toProfileRead } from '../auth/client-wire.ts'
import { updateEmailAndAddress } from '../auth/operations/profile.ts'
import { requireSession } from '../auth/require-session.ts'
import { endpoint, parseBody, requestedAction } from '../http/payload-endpoint.ts'

const path = '/profile-management'

/** GET ?action=profile: the profile with its (single) address, in the contract's wire names. */
const readProfile: Endpoint = {
  path,
  method: 'get',
  handler: endpoint(async (req) => {
    requestedAction(req, ['profile'])
    const session = await requireSession(req)
    return toProfileRead(session.customer)
  }),
}

/** POST ?action=update-profile {email, address}. */
const updateProfile: Endpoint = {
  path,
  method: 'post',
  handler: endpoint(async (req) => {
    requestedAction(req, ['update-profile'])
    const session = await requireSession(req)
    const body = await parseBody(req, updateProfileBodySchema, authMessages.invalidData)
    await updateEmailAndAddress(req, session.customer, body)
    return { success: true }
  }),
}

export const profileManagementEndpoints = [readProfile, updateProfile]
