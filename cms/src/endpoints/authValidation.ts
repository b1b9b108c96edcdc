import type { Endpoint } from 'payload'

import { authMessages, authValidationBodySchema } from '@shop/domain/auth'

import { login } from '../auth/operations/login.ts'
import { requestPasswordReset } from '../auth/operations/password-reset.ts'
import { register } from '../auth/operations/register.ts'
import { clientIp, parseBody } from './respond.ts'

/** POST /api/auth-validation: login, register and reset_password (contract). */
export const authValidationEndpoint: Endpoint = {
  path: '/auth-validation',
  method: 'post',
  handler: async (req) => {
    const parsed = await parseBody(req, authValidationBodySchema, authMessages.invalidData)
    if (!parsed.ok) return parsed.response
    const body = parsed.data
    const ip = clientIp(req)
    switch (body.action) {
      case 'login':
        return login(req, body, ip)
      case 'register':
        return register(req, body, ip)
      case 'reset_password':
        return requestPasswordReset(req, body.email)
    }
  },
}
