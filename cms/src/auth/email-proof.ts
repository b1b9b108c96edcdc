import { and, eq, sql } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { emailVerificationLifetimeMs } from '@shop/domain/auth'
import { paths } from '@shop/domain/paths'

import { emailVerificationEmail } from './emails/email-verification.ts'
import { dbOf } from '../database/db.ts'
import { customers } from '../database/payload-schema.ts'
import { queueEmail } from '../mail/queue-email.ts'
import { sealedPageLink } from '../mail/sealed-links.ts'
import { attachGuestOrders, releaseOrdersOfOtherAddresses } from '../orders/order-ownership.ts'
import type { Customer } from '../payload-types.ts'
import { revokeAccess } from './sessions.ts'
import { hashToken, newToken } from '../security/tokens.ts'

/**
 * Whether a customer has proved that the account's address is theirs. Until then the account
 * works (spec: sign-up signs in at once), but whoever proves ownership of the address later (its
 * verification link, Google, a reset link) takes the account over.
 */

/** A new, unproven address: the fields to write with it, and the link's token to mail. */
export function unprovenEmail(): {
  token: string
  fields: Pick<Customer, 'emailVerifiedAt' | 'emailVerificationTokenHash' | 'emailVerificationExpiresAt'>
} {
  const token = newToken()
  return {
    token,
    fields: {
      emailVerifiedAt: null,
      emailVerificationTokenHash: hashToken(token),
      emailVerificationExpiresAt: new Date(Date.now() + emailVerificationLifetimeMs).toISOString(),
    },
  }
}

export function provenEmail(): Pick<Customer, 'emailVerifiedAt' | 'emailVerificationTokenHash' | 'emailVerificationExpiresAt'> {
  return { emailVerifiedAt: new Date().toISOString(), emailVerificationTokenHash: null, emailVerificationExpiresAt: null }
}

/** Queues the link's e-mail, in the transaction that stores the token's hash. */
export async function mailVerificationLink(
  req: PayloadRequest,
  to: { email: string; firstName?: string | null },
  token: string,
): Promise<void> {
  const url = sealedPageLink(req.payload.secret, paths.verifyEmail, { token })
  await queueEmail(req, { to: to.email, ...emailVerificationEmail(to.firstName, url) })
}

/** Which of the account's link tokens a link carries: the sign-up's proof, or a pending change's. */
type LinkToken =
  | { hash: 'emailVerificationTokenHash'; expiresAt: 'emailVerificationExpiresAt' }
  | { hash: 'pendingEmailTokenHash'; expiresAt: 'pendingEmailExpiresAt' }

/** The unexpired sign-up link's account, if the token is one. */
export function customerByVerificationToken(req: PayloadRequest, token: string): Promise<Customer | null> {
  return customerByLinkToken(req, token, { hash: 'emailVerificationTokenHash', expiresAt: 'emailVerificationExpiresAt' })
}

/** The account of an unexpired link of that kind, if the token is one (only its hash is stored). */
export async function customerByLinkToken(req: PayloadRequest, token: string, kind: LinkToken): Promise<Customer | null> {
  const { docs } = await req.payload.find({
    collection: 'customers',
    where: {
      [kind.hash]: { equals: hashToken(token) },
      [kind.expiresAt]: { greater_than: new Date().toISOString() },
      anonymisedAt: { exists: false },
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

/**
 * Uses the link once, in the caller's transaction: of two concurrent uses, the second waits for
 * the first's row lock and then finds the token gone. False when it was gone already.
 */
export async function consumeVerificationToken(req: PayloadRequest, customerId: number, token: string): Promise<boolean> {
  const db = await dbOf(req)
  const { rowCount } = await db
    .update(customers)
    .set({ emailVerifiedAt: sql`now()`, emailVerificationTokenHash: null, emailVerificationExpiresAt: null })
    .where(and(eq(customers.id, customerId), eq(customers.emailVerificationTokenHash, hashToken(token))))
  return rowCount === 1
}

/**
 * Someone proved they own the address of an account nobody had proved it for. Whoever created the
 * account with that address without owning it loses it: the password becomes the prover's (or
 * none), the Google link theirs (or none), every session and reset link ends, and the orders the
 * creator placed with other addresses are not handed over. Runs in the caller's transaction.
 */
export async function takeOverUnproven(
  req: PayloadRequest,
  customer: Pick<Customer, 'id' | 'email'>,
  credentials: { passwordHash: string | null; googleSubject: string | null },
): Promise<void> {
  await req.payload.update({
    collection: 'customers',
    id: customer.id,
    data: { ...credentials, ...provenEmail() },
    overrideAccess: true,
    req,
  })
  await revokeAccess({ payload: req.payload, req }, customer.id)
  await releaseOrdersOfOtherAddresses(req, customer.id, customer.email)
  await attachGuestOrders(req, customer.id, customer.email)
}
