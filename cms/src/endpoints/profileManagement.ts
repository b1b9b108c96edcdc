import type { Endpoint } from 'payload'

import { authMessages, changePasswordBodySchema } from '@shop/domain/auth'
import { updateProfileBodySchema } from '@shop/domain/profile'

import { toProfileRead } from '../auth/client-wire.ts'
import { changePassword } from '../auth/operations/change-password.ts'
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

/**
 * POST ?action=update-profile {email, address, currentPassword when the e-mail changes}.
 * POST ?action=change-password {currentPassword, newPassword}: the other devices are signed out.
 */
const updateProfile: Endpoint = {
  path,
  method: 'post',
  handler: endpoint(async (req) => {
    const action = requestedAction(req, ['update-profile', 'change-password'])
    const session = await requireSession(req)
    if (action === 'change-password') {
      await changePassword(req, session, await parseBody(req, changePasswordBodySchema, authMessages.invalidData))
      return { success: true, message: authMessages.passwordChanged }
    }
    await updateEmailAndAddress(req, session, await parseBody(req, updateProfileBodySchema, authMessages.invalidData))
    return { success: true }
  }),
}

export const profileManagementEndpoints = [readProfile, updateProfile]
