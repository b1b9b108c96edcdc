import { type PayloadRequest, ValidationError } from 'payload'

import { authMessages } from '@shop/domain/auth'

import { HttpError } from '../../http/http-error.ts'
import { isCommonPassword } from '../common-passwords.ts'
import { mailVerificationLink, unprovenEmail } from '../email-proof.ts'
import { hashPassword } from '../password-hash.ts'
import { countAttempt } from '../rate-limit.ts'

type Input = { email: string; password: string; firstName: string; lastName: string }

const registrationsPerAddress = 10

/**
 * A new account is one write (the customer row); the attempt is recorded before and outside it on
 * purpose, so that a refused or failed sign-up still counts against the address. The account is
 * usable at once, its address unproven until the mailed link is opened (./email-verification.ts).
 */
export async function register(req: PayloadRequest, input: Input, ip: string): Promise<void> {
  const { payload } = req
  const limits = [{ scope: 'register-ip', key: ip, max: registrationsPerAddress }]
  await countAttempt(payload, limits, authMessages.tooManySignups)

  if (isCommonPassword(input.password)) {
    throw new HttpError(400, authMessages.passwordTooCommon, { details: [authMessages.passwordTooCommon] })
  }
  const existing = await payload.count({
    collection: 'customers',
    where: { email: { equals: input.email } },
    overrideAccess: true,
  })
  if (existing.totalDocs > 0) throw new HttpError(409, authMessages.accountExists)

  const proof = unprovenEmail()
  try {
    await payload.create({
      collection: 'customers',
      data: {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash: await hashPassword(input.password),
        createdVia: 'signup',
        ...proof.fields,
      },
      overrideAccess: true,
    })
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (error instanceof ValidationError) throw new HttpError(409, authMessages.accountExists)
    throw error
  }
  mailVerificationLink(payload, input, proof.token)
}
