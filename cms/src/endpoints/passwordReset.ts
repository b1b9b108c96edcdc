import type { Endpoint } from 'payload'

import { authMessages, confirmResetBodySchema } from '@shop/domain/auth'

import { confirmPasswordReset } from '../auth/operations/password-reset.ts'
import { endpoint, parseBody } from '../http/payload-endpoint.ts'

/** POST /api/password-reset: confirm_reset with the one-time token of the e-mail. */
export const passwordResetEndpoint: Endpoint = {
  path: '/password-reset',
  method: 'post',
  handler: endpoint(async (req) => {
    const body = await parseBody(req, confirmResetBodySchema, authMessages.invalidData)
    await confirmPasswordReset(req, body.token, body.newPassword)
    return { success: true, message: authMessages.resetDone }
  }),
}
