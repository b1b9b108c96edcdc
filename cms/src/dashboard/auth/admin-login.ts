import { createLocalReq, incrementLoginAttempts, resetLoginAttempts, type Payload } from 'payload'

import { dashboardMessages, type AdminLoginBody, type AdminUser } from '@shop/domain/dashboard'

import { clearAttempts, countAttempt, releaseAttempt, type Limit } from '../../security/rate-limit.ts'
import { hashAsForStaff, staffPasswordMatches } from '../../collections/Users/staff-password.ts'
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

/**
 * The account an identifier names, with its password hash: an e-mail when it holds an '@', a
 * username otherwise (usernames never hold one, cms/src/collections/Users). Looking up both at
 * once let an editor who took an administrator's e-mail as username catch that administrator's
 * logins.
 */
async function staffAccount(payload: Payload, identifier: string): Promise<User | null> {
  const field = identifier.includes('@') ? 'email' : 'username'
  const user = await payload.db.findOne<User>({ collection: 'users', where: { [field]: { equals: identifier } } })
  return user && { ...user, collection: 'users' }
}

/** Payload's lockout after repeated wrong passwords (Users: 5 tries, 15 minutes), in seconds left. */
function lockedFor(user: User): number | null {
  const left = user.lockUntil ? new Date(user.lockUntil).getTime() - Date.now() : 0
  return left > 0 ? Math.max(1, Math.ceil(left / 1000)) : null
}

function refuseWhileLocked(user: User): void {
  const retryAfter = lockedFor(user)
  if (retryAfter !== null) throw tooManyRequests(dashboardMessages.tooManyAttempts, retryAfter)
}

/**
 * The password checked against the stored hash, Payload's lockout kept as its own login keeps it
 * (a wrong password counts towards the lock, a right one clears the count), but no Payload
 * session opened: the dashboard has its own tokens.
 */
async function checkPassword(payload: Payload, user: User, password: string): Promise<void> {
  refuseWhileLocked(user)
  const collection = payload.collections.users.config
  if (!(await staffPasswordMatches(password, user))) {
    await incrementLoginAttempts({ collection, payload, user })
    refuseWhileLocked(user)
    throw new HttpError(401, dashboardMessages.wrongCredentials)
  }
  const { id, lockUntil, loginAttempts } = user
  await resetLoginAttempts({ collection, doc: { id, lockUntil, loginAttempts }, payload, req: await createLocalReq({}, payload) })
}

export function toAdminUser(user: User): AdminUser {
  return { id: user.id, email: user.email, username: user.username ?? null, name: user.name ?? null }
}

/**
 * POST /api/admin-auth: an administrator of the `users` collection, by e-mail or username. The
 * try is counted before the password is checked (in one locked statement, so parallel guesses
 * get no extra tries) and taken back when the password was right. An editor's right password
 * still opens no dashboard. A name nobody has costs the time of a password check too, so that
 * timing does not tell who is staff.
 */
export async function loginAdmin(payload: Payload, body: AdminLoginBody, ip: string) {
  const identifier = body.username.toLowerCase()
  const user = await staffAccount(payload, identifier)
  const attempt = await countAttempt(payload, loginLimits(user?.email.toLowerCase() ?? identifier, ip), dashboardMessages.tooManyAttempts)
  if (!user) {
    await hashAsForStaff(body.password)
    throw new HttpError(401, dashboardMessages.wrongCredentials)
  }
  await checkPassword(payload, user, body.password)
  await clearAttempts(payload, { scope: 'staff-login-email', key: user.email.toLowerCase() })
  await releaseAttempt(payload, attempt)
  if (user.role !== 'admin') throw new HttpError(403, dashboardMessages.notAdmin)
  const { token, expiresAt } = await createAdminSession(payload, user.id)
  return { success: true as const, token, expiresAt: expiresAt.toISOString(), user: toAdminUser(user) }
}
