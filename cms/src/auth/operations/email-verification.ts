import type { PayloadRequest } from 'payload'

import { authMessages } from '@shop/domain/auth'

import { HttpError } from '../../http/http-error.ts'
import { inTransaction } from '../../lib/transaction.ts'
import { attachGuestOrders } from '../../orders/order-ownership.ts'
import { isCommonPassword } from '../common-passwords.ts'
import {
  consumeVerificationToken,
  customerByVerificationToken,
  mailVerificationLink,
  takeOverUnproven,
  unprovenEmail,
} from '../email-proof.ts'
import { hashPassword } from '../password-hash.ts'
import { countAttempt } from '../../security/rate-limit.ts'
import type { ActiveSession } from '../sessions.ts'
import { openSignedInSession, type SignedIn } from '../sign-in.ts'
import { confirmEmailChange, customerByEmailChangeToken } from './email-change.ts'

/**
 * The link opened where the account is signed in: whoever signed in knows the password and now
 * proves the mailbox too, so the address is confirmed, with the guest orders placed with it.
 * Opened anywhere else, a sign-up's link cannot tell the owner from someone who created the
 * account with their address: the mailbox's owner must choose the password (claimAccount). A
 * change of address's link only ever works where its account is signed in (./email-change.ts).
 */
export async function confirmEmail(
  req: PayloadRequest,
  token: string,
  session: ActiveSession | null,
): Promise<'verified' | 'password_required' | 'sign_in_required'> {
  const changing = await customerByEmailChangeToken(req, token)
  if (changing) {
    if (session?.customer.id !== changing.id) return 'sign_in_required'
    await confirmEmailChange(req, session, token)
    return 'verified'
  }
  const customer = await customerByVerificationToken(req, token)
  if (!customer) throw new HttpError(400, authMessages.verificationLinkInvalid)
  if (session?.customer.id !== customer.id) return 'password_required'
  await inTransaction(req, async () => {
    if (!(await consumeVerificationToken(req, customer.id, token))) throw new HttpError(400, authMessages.verificationLinkInvalid)
    await attachGuestOrders(req, customer.id, customer.email)
  })
  return 'verified'
}

/** The mailbox's owner takes the account: their password, no Google link but theirs, every other access ended. */
export async function claimAccount(req: PayloadRequest, token: string, newPassword: string): Promise<SignedIn> {
  if (isCommonPassword(newPassword)) {
    throw new HttpError(400, authMessages.passwordTooCommon, { details: [authMessages.passwordTooCommon] })
  }
  const customer = await customerByVerificationToken(req, token)
  if (!customer) throw new HttpError(400, authMessages.verificationLinkInvalid)
  const passwordHash = await hashPassword(newPassword)
  return inTransaction(req, async () => {
    if (!(await consumeVerificationToken(req, customer.id, token))) throw new HttpError(400, authMessages.verificationLinkInvalid)
    await takeOverUnproven(req, customer, { passwordHash, googleSubject: null })
    return openSignedInSession(req, customer)
  })
}

/** A new link for the signed-in customer's unproven address (the former one stops working). */
export async function resendVerification(req: PayloadRequest, session: ActiveSession): Promise<void> {
  const { payload } = req
  const customer = session.customer
  if (customer.emailVerifiedAt) throw new HttpError(409, authMessages.emailAlreadyVerified)
  await countAttempt(payload, [{ scope: 'verification-mail', key: String(customer.id), max: 3 }])
  const proof = unprovenEmail()
  await inTransaction(req, async () => {
    await payload.update({ collection: 'customers', id: customer.id, data: proof.fields, overrideAccess: true, req })
    await mailVerificationLink(req, customer, proof.token)
  })
}
