import type { Payload } from 'payload'

import { countAttempt, releaseAttempt } from '../security/rate-limit.ts'

/** Failed look-ups one order number, or one e-mail, may take per attempt window, from whatever addresses. */
const failuresPerName = 10

/**
 * Finds an order by what a guest typed, counting failures per order number and per e-mail on top
 * of the caller's own limit per client: numbers are sequential per day, so neither a known e-mail
 * with a day's numbers nor one number with a list of e-mails may be tried in bulk from many
 * addresses. A look-up that finds its order gives its count back, so that an owner is never the
 * one locked out by their own visits.
 */
export async function lookUpOrder<T>(
  payload: Payload,
  names: { orderNumber: string; email?: string },
  find: () => Promise<T | null | undefined>,
): Promise<T | null> {
  const reservation = await countAttempt(payload, [
    { scope: 'lookup-order-number', key: names.orderNumber.toUpperCase(), max: failuresPerName },
    ...(names.email ? [{ scope: 'lookup-email', key: names.email.toLowerCase(), max: failuresPerName }] : []),
  ])
  const found = await find()
  if (found) await releaseAttempt(payload, reservation)
  return found ?? null
}
