import { type PayloadRequest, ValidationError } from 'payload'

import { authMessages } from '@shop/domain/auth'

import { fail, json, tooMany } from '../../endpoints/respond.ts'
import { isCommonPassword } from '../common-passwords.ts'
import { hashPassword } from '../password-hash.ts'
import { checkLimits, recordAttempt } from '../rate-limit.ts'

type Input = { email: string; password: string; firstName: string; lastName: string }

const registrationsPerAddress = 10

export async function register(req: PayloadRequest, input: Input, ip: string) {
  const { payload } = req
  const limits = [{ scope: 'register-ip', key: ip, max: registrationsPerAddress }]
  const blocked = await checkLimits(payload, limits)
  if (blocked) return tooMany('Trop de tentatives. Attendez avant de réessayer.', blocked.retryAfter)
  await recordAttempt(payload, limits)

  if (isCommonPassword(input.password)) {
    return fail(400, authMessages.passwordTooCommon, [authMessages.passwordTooCommon])
  }
  const existing = await payload.count({
    collection: 'customers',
    where: { email: { equals: input.email } },
    overrideAccess: true,
  })
  if (existing.totalDocs > 0) return fail(409, authMessages.accountExists)

  try {
    await payload.create({
      collection: 'customers',
      data: {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash: await hashPassword(input.password),
        createdVia: 'signup',
      },
      overrideAccess: true,
    })
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (error instanceof ValidationError) return fail(409, authMessages.accountExists)
    throw error
  }
  return json({ success: true }, 201)
}
