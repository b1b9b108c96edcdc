import { eq } from '@payloadcms/db-postgres/drizzle'
import { APIError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook, type Payload } from 'payload'

import { authMessages } from '@shop/domain/auth'

import { dbOf } from '../../database/db.ts'
import { users } from '../../database/payload-schema.ts'
import { forwardedClientKey } from '../../http/client-key.ts'
import { clearAttempts, releaseAttempt, reserveAttempt, type Limit, type Reservation } from '../../security/rate-limit.ts'
import { slowDown } from '../../security/slow-down.ts'
import { hashAsForStaff } from './staff-password.ts'
import { offerStaffUnlock } from './staff-unlock.ts'

/** Wrong passwords on one account, from all clients together, before its logins are slowed down. */
const freeFailuresPerAccount = 5

/**
 * What stops one guesser: a few tries per account from one client, more over all accounts. Nothing
 * per account alone: strangers failing on purpose on an account must not lock its owner out
 * (Payload's own lockout is off for that reason, cms/src/collections/Users).
 */
function staffLoginLimits(account: string, client: string): Limit[] {
  return [
    { scope: 'staff-login-account-client', key: `${account}\n${client}`, max: 5 },
    { scope: 'staff-login-ip', key: client, max: 20 },
  ]
}

/**
 * A staff login (the admin panel's or the dashboard's: a guess at either counts alike) counted
 * before its password is checked, so that parallel guesses get no extra tries: refused when the
 * client used up its tries, else slowed down by the account's failures from every client, capped,
 * so that the right password from anywhere else still gets in. An account being slowed down
 * offers its owner a link that lifts it. The attempt is a failure until `staffLoginSucceeded`
 * takes it back.
 */
export async function startStaffLogin(payload: Payload, account: string, client: string): Promise<Reservation> {
  const reservation = await reserveAttempt(payload, staffLoginLimits(account, client))
  if (!reservation.allowed) return reservation
  const { slowed, failure } = await slowDown(payload, [{ scope: 'staff-login-account', key: account, free: freeFailuresPerAccount }])
  // After the answer, and for existing accounts only: the e-mail must not tell them apart by timing.
  if (slowed)
    void offerStaffUnlock(payload, account).catch((error: unknown) => payload.logger.error({ err: error, msg: 'staff unlock link failed' }))
  return { allowed: true, ids: [...reservation.ids, ...failure.ids] }
}

/** A right password: its attempt taken back, and this client's earlier typos on the account forgiven. */
export async function staffLoginSucceeded(payload: Payload, account: string, client: string, attempt: Reservation): Promise<void> {
  await clearAttempts(payload, { scope: 'staff-login-account-client', key: `${account}\n${client}` })
  await releaseAttempt(payload, attempt)
}

const reservationKey = 'staffLoginReservation'

/**
 * Payload's REST login (POST /api/users/login) on the staff's counters. A hook rather than a
 * middleware in front of Next: the e-mail is in the body, which Payload reads itself. An e-mail no
 * staff member has costs the time of a password check all the same.
 */
export const limitStaffLogins: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  // The Local API's logins are the server's own, not a visitor's.
  if (operation !== 'login' || req.payloadAPI !== 'REST') return
  const data = args.data as { email?: unknown; password?: unknown } | undefined
  const email = typeof data?.email === 'string' ? data.email.toLowerCase().trim() : ''
  const reservation = await startStaffLogin(req.payload, email, forwardedClientKey(req))
  if (!reservation.allowed) {
    // Payload's error answer carries these headers: the contract wants the wait there too.
    req.responseHeaders = new Headers({ 'Retry-After': String(reservation.retryAfter) })
    throw new APIError(authMessages.tooManyAttempts, 429, { retryAfter: reservation.retryAfter }, true)
  }
  req.context[reservationKey] = reservation
  const db = await dbOf(req.payload)
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
  if (rows.length === 0 && typeof data?.password === 'string') await hashAsForStaff(data.password)
}

export const forgiveStaffLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  const reservation = req.context[reservationKey] as Reservation | undefined
  if (!reservation) return
  await staffLoginSucceeded(req.payload, String(user.email).toLowerCase(), forwardedClientKey(req), reservation)
}
