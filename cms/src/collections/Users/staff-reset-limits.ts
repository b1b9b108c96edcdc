import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { authMessages } from '@shop/domain/auth'

import { forwardedClientKey } from '../../http/client-key.ts'
import { dbOf } from '../../database/db.ts'
import { reserveAttemptIn, type Limit } from '../../security/rate-limit.ts'

/** The customers' reset numbers (operations/password-reset.ts), on the staff's own counters. */
function staffResetLimits(email: string, ip: string): Limit[] {
  return [
    { scope: 'staff-reset-email', key: email, max: 3 },
    { scope: 'staff-reset-ip', key: ip, max: 10 },
  ]
}

/**
 * Payload's POST /api/users/forgot-password, limited per address and per client. Payload runs this
 * hook inside the operation's open transaction, so the attempt is reserved on that same connection:
 * taking a second one from the pool while holding the first is how parallel requests used to
 * exhaust it and hang (server/staff-reset-gate.ts caps the rest).
 */
export const limitStaffResetRequests: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'forgotPassword' || req.payloadAPI !== 'REST') return
  const data = args.data as { email?: unknown } | undefined
  const email = typeof data?.email === 'string' ? data.email.toLowerCase().trim() : ''
  const reservation = await reserveAttemptIn(await dbOf(req), staffResetLimits(email, forwardedClientKey(req)))
  if (!reservation.allowed) {
    req.responseHeaders = new Headers({ 'Retry-After': String(reservation.retryAfter) })
    throw new APIError(authMessages.tooManyAttempts, 429, { retryAfter: reservation.retryAfter }, true)
  }
}
