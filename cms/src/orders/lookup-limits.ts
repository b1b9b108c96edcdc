import type { Payload } from 'payload'

import { countAttempt, releaseAttempt } from '../security/rate-limit.ts'
import { slowDown } from '../security/slow-down.ts'

/** Failed look-ups one client may take on one order number, or one e-mail, per attempt window. */
const failuresPerClientAndName = 5
/** Failures on one order number, or one e-mail, from all clients together, before its look-ups are slowed down. */
const freeFailuresPerName = 10

/**
 * Finds an order by its number and the e-mail a guest typed. Numbers are sequential per day, so
 * neither a known e-mail with a day's numbers nor one number with a list of e-mails may be tried
 * in bulk: each client has a few failures per number and per e-mail (on top of its own limit per
 * look-up), and the failures of all clients together slow each name down. They never refuse it:
 * strangers failing on purpose on somebody's number must not lock them out of their own order.
 * A look-up that finds its order gives its count back, so that an owner never limits themselves
 * by their own visits.
 */
export async function lookUpOrder<T>(
  payload: Payload,
  names: { orderNumber: string; email: string },
  client: string,
  find: () => Promise<T | null | undefined>,
): Promise<T | null> {
  const named = [
    { scope: 'lookup-order-number', key: names.orderNumber.toUpperCase() },
    { scope: 'lookup-email', key: names.email.toLowerCase() },
  ]
  const reservation = await countAttempt(
    payload,
    named.map(({ scope, key }) => ({ scope: `${scope}-client`, key: `${key}\n${client}`, max: failuresPerClientAndName })),
  )
  const { failure } = await slowDown(
    payload,
    named.map((name) => ({ ...name, free: freeFailuresPerName })),
  )
  const found = await find()
  if (found) await releaseAttempt(payload, { allowed: true, ids: [...reservation.ids, ...failure.ids] })
  return found ?? null
}
