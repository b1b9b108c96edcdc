import { AuthenticationError, LockedAuth, type Payload } from 'payload'

import { dashboardMessages, type AdminLoginBody, type AdminUser } from '@shop/domain/dashboard'

import { clearAttempts, countAttempt, releaseAttempt, type Limit } from '../../auth/rate-limit.ts'
import { hashAsForStaff } from '../../auth/staff-password-decoy.ts'
import { HttpError, tooManyRequests } from '../../http/http-error.ts'
import type { User } from '../../payload-types.ts'
import { createAdminSession } from './admin-sessions.ts'

/**
 * The staff login's own counters (cms/src/auth/staff-login-limits.ts): a guess at the dashboard
 * and one at the admin panel count alike, per account and per address.
 */
function loginLimits(accountKey: string, ip: string): Limit[] {
  return [
    { scope: 'staff-login-email', key: accountKey, max: 5 },
    { scope: 'staff-login-ip', key: ip, max: 20 },
  ]
}

async function staffMember(payload: Payload, identifier: string): Promise<User | null> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { or: [{ email: { equals: identifier } }, { username: { equals: identifier } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

export function toAdminUser(user: User): AdminUser {
  return { id: user.id, email: user.email, username: user.username ?? null, name: user.name ?? null }
}

/**
 * POST /api/admin-auth: an administrator of the `users` collection, by e-mail or username. The
 * try is counted before the password is checked (in one locked statement, so parallel guesses
 * get no extra tries) and taken back when the password was right. Payload checks the password
 * and keeps its own lockout; an editor's right password still opens no dashboard. A name nobody
 * has costs the time of a password check too, so that timing does not tell who is staff.
 */
export async function loginAdmin(payload: Payload, body: AdminLoginBody, ip: string) {
  const identifier = body.username.toLowerCase()
  const user = await staffMember(payload, identifier)
  const attempt = await countAttempt(payload, loginLimits(user?.email.toLowerCase() ?? identifier, ip), dashboardMessages.tooManyAttempts)
  if (!user) {
    await hashAsForStaff(body.password)
    throw new HttpError(401, dashboardMessages.wrongCredentials)
  }
  try {
    await payload.login({ collection: 'users', data: { email: user.email, password: body.password } })
  } catch (error) {
    if (error instanceof LockedAuth) {
      const retryAfter = Math.max(1, Math.ceil((new Date(user.lockUntil ?? Date.now()).getTime() - Date.now()) / 1000))
      throw tooManyRequests(dashboardMessages.tooManyAttempts, retryAfter)
    }
    if (error instanceof AuthenticationError) throw new HttpError(401, dashboardMessages.wrongCredentials)
    throw error
  }
  await clearAttempts(payload, { scope: 'staff-login-email', key: user.email.toLowerCase() })
  await releaseAttempt(payload, attempt)
  if (user.role !== 'admin') throw new HttpError(403, dashboardMessages.notAdmin)
  const { token, expiresAt } = await createAdminSession(payload, user.id)
  return { success: true as const, token, expiresAt: expiresAt.toISOString(), user: toAdminUser(user) }
}
