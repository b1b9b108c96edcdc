import type { Endpoint } from 'payload'

import { authMessages, authValidationBodySchema } from '@shop/domain/auth'

import { login } from '../auth/operations/login.ts'
import { requestPasswordReset } from '../auth/operations/password-reset.ts'
import { register } from '../auth/operations/register.ts'
import { clientIp, endpoint, json, parseBody } from '../http/payload-endpoint.ts'

/** POST /api/auth-validation: login, register and reset_password (contract). */
export const authValidationEndpoint: Endpoint = {
  path: '/auth-validation',
  method: 'post',
  handler: endpoint(async (req) => {
    const body = await parseBody(req, authValidationBodySchema, authMessages.invalidData)
    const ip = clientIp(req)
    switch (body.action) {
      case 'login':
        return { success: true, ...(await login(req, body, ip)) }
      case 'register':
        await register(req, body, ip)
        return json({ success: true }, 201)
      case 'reset_password':
        await requestPasswordReset(req, body.email)
        return { success: true, message: authMessages.resetSent }
    }
  }),
}
