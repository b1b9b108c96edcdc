import type { PayloadRequest } from 'payload'

import { authMessages, type ChangePasswordBody } from '@shop/domain/auth'

import { HttpError } from '../../http/http-error.ts'
import { inTransaction } from '../../lib/transaction.ts'
import { isCommonPassword } from '../common-passwords.ts'
import { requireCurrentPassword } from '../current-password.ts'
import { hashPassword } from '../password-hash.ts'
import { revokeAccess, type ActiveSession } from '../sessions.ts'

/** A signed-in customer's new password: the current one first; every other device signs in again. */
export async function changePassword(req: PayloadRequest, session: ActiveSession, body: ChangePasswordBody): Promise<void> {
  const { payload } = req
  if (isCommonPassword(body.newPassword)) {
    throw new HttpError(400, authMessages.passwordTooCommon, { details: [authMessages.passwordTooCommon] })
  }
  await requireCurrentPassword(req, session.customer.id, body.currentPassword)
  const passwordHash = await hashPassword(body.newPassword)
  await inTransaction(req, async () => {
    await payload.update({ collection: 'customers', id: session.customer.id, data: { passwordHash }, overrideAccess: true, req })
    await revokeAccess({ payload, req }, session.customer.id, { except: session.id })
  })
}
