import type { Payload } from 'payload'

import { dashboardMessages, type AdminLoginBody, type AdminUser } from '@shop/domain/dashboard'

import { startStaffLogin, staffLoginSucceeded } from '../../collections/Users/staff-login-limits.ts'
import { hashAsForStaff, staffPasswordMatches } from '../../collections/Users/staff-password.ts'
import { HttpError, tooManyRequests } from '../../http/http-error.ts'
import type { User } from '../../payload-types.ts'
import { createAdminSession } from './admin-sessions.ts'

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

export function toAdminUser(user: User): AdminUser {
  return { id: user.id, email: user.email, username: user.username ?? null, name: user.name ?? null }
}

/**
 * POST /api/admin-auth: an administrator of the `users` collection, by e-mail or username, on the
 * staff login's counters (cms/src/collections/Users/staff-login-limits.ts). The password is checked
 * as Payload's own login does but without its side effect: Payload's login also opens a session.
 * An editor's right password still opens no dashboard. A name nobody has costs the time of a
 * password check too, so that timing does not tell who is staff.
 */
export async function loginAdmin(payload: Payload, body: AdminLoginBody, client: string) {
  const identifier = body.username.toLowerCase()
  const user = await staffAccount(payload, identifier)
  const account = user?.email.toLowerCase() ?? identifier
  const attempt = await startStaffLogin(payload, account, client)
  if (!attempt.allowed) throw tooManyRequests(dashboardMessages.tooManyAttempts, attempt.retryAfter)
  if (!user) {
    await hashAsForStaff(body.password)
    throw new HttpError(401, dashboardMessages.wrongCredentials)
  }
  if (!(await staffPasswordMatches(body.password, user))) throw new HttpError(401, dashboardMessages.wrongCredentials)
  await staffLoginSucceeded(payload, account, client, attempt)
  if (user.role !== 'admin') throw new HttpError(403, dashboardMessages.notAdmin)
  const { token, expiresAt } = await createAdminSession(payload, user.id)
  return { success: true as const, token, expiresAt: expiresAt.toISOString(), user: toAdminUser(user) }
}
