import type { Endpoint } from 'payload'

import { authMessages, confirmResetBodySchema } from '@shop/domain/auth'

import { confirmPasswordReset } from '../auth/operations/password-reset.ts'
import { parseBody } from './respond.ts'

/** POST /api/password-reset: confirm_reset with the one-time token of the e-mail. */
export const passwordResetEndpoint: Endpoint = {
  path: '/password-reset',
  method: 'post',
  handler: async (req) => {
    const parsed = await parseBody(req, confirmResetBodySchema, authMessages.invalidData)
    if (!parsed.ok) return parsed.response
    return confirmPasswordReset(req, parsed.data.token, parsed.data.newPassword)
  },
}
