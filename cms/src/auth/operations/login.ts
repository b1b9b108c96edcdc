import type { PayloadRequest } from 'payload'

import { authMessages } from '@shop/domain/auth'

import { fail, json, tooMany } from '../../endpoints/respond.ts'
import { verifyAgainstNothing, verifyPassword } from '../password-hash.ts'
import { toPublicClient } from '../public-client.ts'
import { checkLimits, clearAttempts, recordAttempt, type Limit } from '../rate-limit.ts'
import { createSession } from '../sessions.ts'

export function loginLimits(email: string, ip: string): Limit[] {
  return [
    { scope: 'login-email', key: email, max: 5 },
    { scope: 'login-ip', key: ip, max: 20 },
  ]
}

/** Password sign-in: same time and same answer for an unknown e-mail and a wrong password. */
export async function login(req: PayloadRequest, input: { email: string; password: string }, ip: string) {
  const { payload } = req
  const limits = loginLimits(input.email, ip)
  const blocked = await checkLimits(payload, limits)
  if (blocked) return tooMany(authMessages.tooManyAttempts, blocked.retryAfter)

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
  if (!customer || !valid) {
    await recordAttempt(payload, limits)
    return fail(401, authMessages.wrongCredentials)
  }

  await clearAttempts(payload, { scope: 'login-email', key: input.email })
  const session = await createSession({ payload }, customer.id)
  await payload.update({
    collection: 'customers',
    id: customer.id,
    data: { lastLoginAt: new Date().toISOString() },
    overrideAccess: true,
  })
  return json({
    success: true,
    sessionToken: session.token,
    expiresAt: session.expiresAt.getTime(),
    client: toPublicClient(customer),
  })
}
