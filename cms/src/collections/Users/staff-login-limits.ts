import { APIError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook } from 'payload'

import { authMessages } from '@shop/domain/auth'

import { forwardedClientKey } from '../../http/client-key.ts'
import { clearAttempts, releaseAttempt, reserveAttempt, type Limit, type Reservation } from '../../security/rate-limit.ts'
import { hashAsForStaff } from './staff-password.ts'

/** The customers' numbers (login.ts), on their own counters: staff and customers never share one. */
function staffLoginLimits(email: string, ip: string): Limit[] {
  return [
    { scope: 'staff-login-email', key: email, max: 5 },
    { scope: 'staff-login-ip', key: ip, max: 20 },
  ]
}

const reservationKey = 'staffLoginReservation'

/**
 * Payload's REST login (POST /api/users/login) limited like the customers' one, on top of
 * Payload's own lockout (which only guards existing accounts, and counts racing guesses late).
 * A hook rather than a middleware in front of Next: the e-mail is in the body, which Payload
 * reads itself. The try is reserved before Payload checks the password; a success takes it back.
 * An e-mail no staff member has costs the time of a password check all the same.
 */
export const limitStaffLogins: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  // The Local API's logins are the server's own, not a visitor's.
  if (operation !== 'login' || req.payloadAPI !== 'REST') return
  const data = args.data as { email?: unknown; password?: unknown } | undefined
  const email = typeof data?.email === 'string' ? data.email.toLowerCase().trim() : ''
  const reservation = await reserveAttempt(req.payload, staffLoginLimits(email, forwardedClientKey(req)))
  if (!reservation.allowed) {
    // Payload's error answer carries these headers: the contract wants the wait there too.
    req.responseHeaders = new Headers({ 'Retry-After': String(reservation.retryAfter) })
    throw new APIError(authMessages.tooManyAttempts, 429, { retryAfter: reservation.retryAfter }, true)
  }
  req.context[reservationKey] = reservation
  const { rows } = await req.payload.db.pool.query('select 1 from users where email = $1', [email])
  if (rows.length === 0 && typeof data?.password === 'string') await hashAsForStaff(data.password)
}

export const forgiveStaffLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  const reservation = req.context[reservationKey] as Reservation | undefined
  if (!reservation) return
  await clearAttempts(req.payload, { scope: 'staff-login-email', key: String(user.email).toLowerCase() })
  await releaseAttempt(req.payload, reservation)
}
