import { type PayloadRequest, ValidationError } from 'payload'

import { authMessages } from '@shop/domain/auth'

import { HttpError } from '../../http/http-error.ts'
import { isCommonPassword } from '../common-passwords.ts'
import { mailVerificationLink, unprovenEmail } from '../email-proof.ts'
import { hashPassword } from '../password-hash.ts'
import { countAttempt } from '../../security/rate-limit.ts'
import { dropGuestRecord } from '../guest-records.ts'
import { inTransaction } from '../../lib/transaction.ts'

type Input = { email: string; password: string; firstName: string; lastName: string }

const registrationsPerAddress = 10

/**
 * A new account is one write (the customer row, and its link's e-mail queued with it); the
 * attempt is recorded before and outside it on purpose, so that a refused or failed sign-up still
 * counts against the address. The account is
 * usable at once, its address unproven until the mailed link is opened (./email-verification.ts);
 * the guest orders placed with the address stay guest orders until then.
 */
export async function register(req: PayloadRequest, input: Input, ip: string): Promise<void> {
  const { payload } = req
  const limits = [{ scope: 'register-ip', key: ip, max: registrationsPerAddress }]
  await countAttempt(payload, limits, authMessages.tooManySignups)

  if (isCommonPassword(input.password)) {
    throw new HttpError(400, authMessages.passwordTooCommon, { details: [authMessages.passwordTooCommon] })
  }
  const proof = unprovenEmail()
  const passwordHash = await hashPassword(input.password)
  await inTransaction(req, async () => {
    // An address that only ever ordered as a guest has no account: it is signed up like a new one.
    await dropGuestRecord(req, input.email)
    await payload.create({
      collection: 'customers',
      data: {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        createdVia: 'signup',
        ...proof.fields,
      },
      overrideAccess: true,
      req,
    })
    await mailVerificationLink(req, input, proof.token)
  }).catch((error: unknown) => {
    // The address is an account's (the spec's 409), or two sign-ups raced: the unique index decides.
    if (error instanceof ValidationError) throw new HttpError(409, authMessages.accountExists)
    throw error
  })
}
