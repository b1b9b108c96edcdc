import type { Endpoint } from 'payload'

import { authMessages, cancelEmailChangeBodySchema, claimAccountBodySchema, confirmEmailBodySchema } from '@shop/domain/auth'

import { cancelEmailChange } from '../auth/operations/email-change.ts'
import { claimAccount, confirmEmail, resendVerification } from '../auth/operations/email-verification.ts'
import { requireSession } from '../auth/require-session.ts'
import { bearerToken, findActiveSession } from '../auth/sessions.ts'
import { endpoint, parseBody, requestedAction } from '../http/payload-endpoint.ts'

/**
 * POST /api/email-verification
 * - ?action=confirm {token} (bearer optional): `{status: 'verified'}` when the caller is signed in
 *   to the link's account, else `{status: 'password_required'}` and nothing changes;
 * - ?action=claim {token, newPassword}: the mailbox's owner takes the account; answered like a login;
 * - ?action=resend (bearer): a new link to the signed-in customer's address;
 * - ?action=cancel {token} (the link mailed to the current address) or {} with a bearer: a pending
 *   change of address is dropped.
 */
export const emailVerificationEndpoint: Endpoint = {
  path: '/email-verification',
  method: 'post',
  handler: endpoint(async (req) => {
    const action = requestedAction(req, ['confirm', 'claim', 'resend', 'cancel'])
    if (action === 'cancel') {
      const { token } = await parseBody(req, cancelEmailChangeBodySchema, authMessages.emailChangeLinkInvalid)
      await cancelEmailChange(req, token ? { cancelToken: token } : { customerId: (await requireSession(req)).customer.id })
      return { success: true, message: authMessages.emailChangeCancelled }
    }
    if (action === 'resend') {
      await resendVerification(req, await requireSession(req))
      return { success: true, message: authMessages.verificationSent }
    }
    if (action === 'claim') {
      const body = await parseBody(req, claimAccountBodySchema, authMessages.invalidData)
      return { success: true, ...(await claimAccount(req, body.token, body.newPassword)) }
    }
    const { token } = await parseBody(req, confirmEmailBodySchema, authMessages.invalidData)
    const sessionToken = bearerToken(req.headers)
    const session = sessionToken ? await findActiveSession({ payload: req.payload }, sessionToken) : null
    return { success: true, status: await confirmEmail(req, token, session) }
  }),
}
