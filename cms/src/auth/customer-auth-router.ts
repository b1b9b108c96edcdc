import { Router } from 'express'
import type { Payload } from 'payload'

import {
  authMessages,
  authValidationBodySchema,
  cancelEmailChangeBodySchema,
  claimAccountBodySchema,
  confirmEmailBodySchema,
  confirmResetBodySchema,
} from '@shop/domain/auth'

import { cancelEmailChange } from './operations/email-change.ts'
import { claimAccount, confirmEmail, resendVerification } from './operations/email-verification.ts'
import { login } from './operations/login.ts'
import { confirmPasswordReset, requestPasswordReset } from './operations/password-reset.ts'
import { register } from './operations/register.ts'
import { requireSessionOf, sessionOf } from './request-session.ts'
import { clientKeyOf } from '../http/client-key.ts'
import { actionOf, bodyOf } from '../http/express-body.ts'
import { noStore } from '../http/no-store.ts'
import { payloadRequestOf } from '../http/payload-request.ts'
import { jsonBody } from '../http/body-readers.ts'

/** The customers' sign-in, sign-up, password reset and the links mailed to prove an address. */
export function customerAuthRouter(payload: Payload): Router {
  const router = Router()

  /** POST /api/auth-validation: login, register and reset_password (contract). */
  router.post('/api/auth-validation', noStore, jsonBody, async (req, res) => {
    const body = bodyOf(req, authValidationBodySchema, authMessages.invalidData)
    const local = await payloadRequestOf(payload, req)
    switch (body.action) {
      case 'login':
        res.json({ success: true, ...(await login(local, body, clientKeyOf(req))) })
        return
      case 'register':
        await register(local, body, clientKeyOf(req))
        res.status(201).json({ success: true })
        return
      case 'reset_password':
        await requestPasswordReset(local, body.email, clientKeyOf(req))
        res.json({ success: true, message: authMessages.resetSent })
    }
  })

  /** POST /api/password-reset: confirm_reset with the one-time token of the e-mail. */
  router.post('/api/password-reset', noStore, jsonBody, async (req, res) => {
    const body = bodyOf(req, confirmResetBodySchema, authMessages.invalidData)
    await confirmPasswordReset(await payloadRequestOf(payload, req), body.token, body.newPassword)
    res.json({ success: true, message: authMessages.resetDone })
  })

  /**
   * POST /api/email-verification
   * - ?action=confirm {token} (bearer optional): `{status: 'verified'}` when the caller is signed in
   *   to the link's account, else `{status: 'password_required'}` and nothing changes;
   * - ?action=claim {token, newPassword}: the mailbox's owner takes the account; answered like a login;
   * - ?action=resend (bearer): a new link to the signed-in customer's address;
   * - ?action=cancel {token} (the link mailed to the current address) or {} with a bearer: a pending
   *   change of address is dropped.
   */
  router.post('/api/email-verification', noStore, jsonBody, async (req, res) => {
    const action = actionOf(req, ['confirm', 'claim', 'resend', 'cancel'])
    const local = await payloadRequestOf(payload, req)
    if (action === 'cancel') {
      const { token } = bodyOf(req, cancelEmailChangeBodySchema, authMessages.emailChangeLinkInvalid)
      await cancelEmailChange(local, token ? { cancelToken: token } : { customerId: (await requireSessionOf(payload, req)).customer.id })
      res.json({ success: true, message: authMessages.emailChangeCancelled })
      return
    }
    if (action === 'resend') {
      await resendVerification(local, await requireSessionOf(payload, req))
      res.json({ success: true, message: authMessages.verificationSent })
      return
    }
    if (action === 'claim') {
      const body = bodyOf(req, claimAccountBodySchema, authMessages.invalidData)
      res.json({ success: true, ...(await claimAccount(local, body.token, body.newPassword)) })
      return
    }
    const { token } = bodyOf(req, confirmEmailBodySchema, authMessages.invalidData)
    res.json({ success: true, status: await confirmEmail(local, token, await sessionOf(payload, req)) })
  })

  return router
}
