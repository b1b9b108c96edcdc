import type { PayloadRequest } from 'payload'

import { authMessages } from '@shop/domain/auth'

import { HttpError } from '../../http/http-error.ts'
import { verifyAgainstNothing, verifyPassword } from '../password-hash.ts'
import { clearAttempts, countAttempt, releaseAttempt, type Limit } from '../../security/rate-limit.ts'
import { openSignedInSession, type SignedIn } from '../sign-in.ts'

function loginLimits(email: string, ip: string): Limit[] {
  return [
    { scope: 'login-email', key: email, max: 5 },
    { scope: 'login-ip', key: ip, max: 20 },
  ]
}

/**
 * Password sign-in: same time and same answer for an unknown e-mail and a wrong password. Each
 * try reserves its place in the limits before the password is checked (so that parallel guesses
 * cannot all pass), and a successful one takes it back: only failures count.
 */
export async function login(req: PayloadRequest, input: { email: string; password: string }, ip: string): Promise<SignedIn> {
  const { payload } = req
  const reservation = await countAttempt(payload, loginLimits(input.email, ip))

  const customer = await checkPassword(req, input).catch(async (error: unknown) => {
    // Not a wrong password (a busy server, a database failure): the try does not count.
    await releaseAttempt(payload, reservation)
    throw error
  })
  if (!customer) throw new HttpError(401, authMessages.wrongCredentials)

  // Throttling counters stay outside the sign-in's transaction: they must hold whatever happens next.
  await clearAttempts(payload, { scope: 'login-email', key: input.email })
  await releaseAttempt(payload, reservation)
  return openSignedInSession(req, customer)
}

/** The customer whose password this is, or null for an unknown e-mail or a wrong password. */
async function checkPassword({ payload }: PayloadRequest, input: { email: string; password: string }) {
  const { docs } = await payload.find({
    collection: 'customers',
    where: { email: { equals: input.email }, anonymisedAt: { exists: false } },
    limit: 1,
    depth: 0,
    showHiddenFields: true,
    overrideAccess: true,
  })
  const customer = docs[0]
  const valid = customer?.passwordHash
    ? await verifyPassword(input.password, customer.passwordHash)
    : await verifyAgainstNothing(input.password)
  return customer && valid ? customer : null
}
