import type { PayloadRequest } from 'payload'

import type { PublicClient } from '@shop/domain/session'

import { inTransaction } from '../lib/transaction.ts'
import type { Customer } from '../payload-types.ts'
import { toPublicClient } from './client-wire.ts'
import { createSession } from './sessions.ts'

export type SignedIn = { sessionToken: string; expiresAt: number; client: PublicClient }

/**
 * A sign-in, by password or through Google: the account's last sign-in, and its last activity
 * with it, which keeps it from the erasure of inactive accounts (personal-data/inactive-accounts.ts)
 * and withdraws a warning already sent. In `req`'s transaction, with the session it opens.
 */
export async function recordSignIn(req: PayloadRequest, customerId: number): Promise<void> {
  const now = new Date().toISOString()
  await req.payload.update({
    collection: 'customers',
    id: customerId,
    data: { lastLoginAt: now, lastActiveAt: now, inactivityWarnedAt: null },
    overrideAccess: true,
    req,
  })
}

/** A proven customer gets a new session, and the account its sign-in recorded; both or neither. */
export async function openSignedInSession(req: PayloadRequest, customer: Customer): Promise<SignedIn> {
  const { payload } = req
  const session = await inTransaction(req, async () => {
    const opened = await createSession({ payload, req }, customer.id)
    await recordSignIn(req, customer.id)
    return opened
  })
  return { sessionToken: session.token, expiresAt: session.expiresAt.getTime(), client: toPublicClient(customer) }
}
