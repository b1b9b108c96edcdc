import type { PayloadRequest } from 'payload'

import type { PublicClient } from '@shop/domain/auth'

import { inTransaction } from '../lib/transaction.ts'
import type { Customer } from '../payload-types.ts'
import { toPublicClient } from './client-wire.ts'
import { createSession } from './sessions.ts'

export type SignedIn = { sessionToken: string; expiresAt: number; client: PublicClient }

/** A proven customer gets a new session, and the account its last sign-in date; both or neither. */
export async function openSignedInSession(req: PayloadRequest, customer: Customer): Promise<SignedIn> {
  const { payload } = req
  const session = await inTransaction(req, async () => {
    const opened = await createSession({ payload, req }, customer.id)
    await payload.update({
      collection: 'customers',
      id: customer.id,
      data: { lastLoginAt: new Date().toISOString() },
      overrideAccess: true,
      req,
    })
    return opened
  })
  return { sessionToken: session.token, expiresAt: session.expiresAt.getTime(), client: toPublicClient(customer) }
}
