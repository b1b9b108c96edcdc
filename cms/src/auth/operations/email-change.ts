import { and, eq, gt, isNotNull, ne, or, sql } from '@payloadcms/db-postgres/drizzle'
import { type PayloadRequest, ValidationError } from 'payload'

import { authMessages, emailVerificationLifetimeMs } from '@shop/domain/auth'
import { paths } from '@shop/domain/paths'

import { emailChangeConfirmationEmail, emailChangeRequestedEmail } from '../emails/email-changed.ts'
import { HttpError } from '../../http/http-error.ts'
import { dbOf } from '../../database/db.ts'
import { customers } from '../../database/payload-schema.ts'
import { inTransaction } from '../../lib/transaction.ts'
import { queueEmail } from '../../mail/queue-email.ts'
import { sealedPageLink } from '../../mail/sealed-links.ts'
import { attachGuestOrders } from '../../orders/order-ownership.ts'
import type { Customer } from '../../payload-types.ts'
import { customerByLinkToken } from '../email-proof.ts'
import { dropGuestRecord } from '../guest-records.ts'
import { revokeAccess, type ActiveSession } from '../sessions.ts'
import { hashToken, newToken } from '../../security/tokens.ts'

/**
 * A change of e-mail is pending until proved: the account keeps its address (and the orders
 * placed with it) until the link mailed to the new one is opened in a browser signed in to this
 * same account. Whoever owns a mistyped address can therefore take nothing, and the current
 * address is told, with a link that cancels the change.
 */

const noPendingChange = {
  pendingEmail: null,
  pendingEmailTokenHash: null,
  pendingEmailCancelTokenHash: null,
  pendingEmailExpiresAt: null,
} satisfies Partial<Customer>

/** Another account has this address (a record of guest orders only is nobody's account). */
async function addressTaken(req: PayloadRequest, email: string, customerId: number): Promise<boolean> {
  const db = await dbOf(req)
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.email, email),
        ne(customers.id, customerId),
        or(
          isNotNull(customers.passwordHash),
          isNotNull(customers.googleSubject),
          isNotNull(customers.emailVerifiedAt),
          isNotNull(customers.anonymisedAt),
        ),
      ),
    )
  return rows.length > 0
}

/**
 * Called once the current password is checked: records the change and mails both addresses, in
 * the caller's transaction (or one of its own).
 */
export async function requestEmailChange(req: PayloadRequest, customer: Customer, newEmail: string): Promise<Customer> {
  const { payload } = req
  if (await addressTaken(req, newEmail, customer.id)) throw new HttpError(409, authMessages.accountExists)
  const token = newToken()
  const cancelToken = newToken()
  const link = (secret: Record<string, string>) => sealedPageLink(payload.secret, paths.verifyEmail, secret)
  return inTransaction(req, async () => {
    const updated = await payload.update({
      collection: 'customers',
      id: customer.id,
      data: {
        pendingEmail: newEmail,
        pendingEmailTokenHash: hashToken(token),
        pendingEmailCancelTokenHash: hashToken(cancelToken),
        pendingEmailExpiresAt: new Date(Date.now() + emailVerificationLifetimeMs).toISOString(),
      },
      overrideAccess: true,
      req,
    })
    await queueEmail(req, {
      to: newEmail,
      ...emailChangeConfirmationEmail(customer.firstName, newEmail, link({ token })),
    })
    await queueEmail(req, {
      to: customer.email,
      ...emailChangeRequestedEmail(customer.firstName, newEmail, link({ annuler: cancelToken })),
    })
    return updated
  })
}

/** The account whose pending change this unexpired link confirms, if it is one. */
export function customerByEmailChangeToken(req: PayloadRequest, token: string): Promise<Customer | null> {
  return customerByLinkToken(req, token, { hash: 'pendingEmailTokenHash', expiresAt: 'pendingEmailExpiresAt' })
}

/**
 * The link opened where its account is signed in: the new address becomes the account's, proved,
 * with the guest orders placed with it; every other device is signed out. One transaction; of two
 * uses of one link the second finds it gone.
 */
export async function confirmEmailChange(req: PayloadRequest, session: ActiveSession, token: string): Promise<void> {
  const { payload } = req
  await inTransaction(req, async () => {
    const db = await dbOf(req)
    const [pending] = await db
      .select({ email: customers.pendingEmail })
      .from(customers)
      .where(
        and(
          eq(customers.id, session.customer.id),
          eq(customers.pendingEmailTokenHash, hashToken(token)),
          gt(customers.pendingEmailExpiresAt, sql`now()`),
        ),
      )
      .for('update')
    const newEmail = pending?.email
    if (!newEmail) throw new HttpError(400, authMessages.verificationLinkInvalid)
    await dropGuestRecord(req, newEmail)
    if (await addressTaken(req, newEmail, session.customer.id)) throw new HttpError(409, authMessages.accountExists)
    await payload.update({
      collection: 'customers',
      id: session.customer.id,
      data: {
        email: newEmail,
        emailVerifiedAt: new Date().toISOString(),
        emailVerificationTokenHash: null,
        emailVerificationExpiresAt: null,
        ...noPendingChange,
      },
      overrideAccess: true,
      req,
    })
    await revokeAccess({ payload, req }, session.customer.id, { except: session.id })
    await attachGuestOrders(req, session.customer.id, newEmail)
  }).catch((error: unknown) => {
    // Another account took the address at the same moment: the unique index decides.
    if (error instanceof ValidationError) throw new HttpError(409, authMessages.accountExists)
    throw error
  })
}

/** The current address's link, or the signed-in customer on /profil, stops a pending change. */
export async function cancelEmailChange(req: PayloadRequest, by: { cancelToken: string } | { customerId: number }): Promise<void> {
  const db = await dbOf(req)
  const { rowCount } = await db
    .update(customers)
    .set(noPendingChange)
    .where(
      'cancelToken' in by
        ? eq(customers.pendingEmailCancelTokenHash, hashToken(by.cancelToken))
        : and(eq(customers.id, by.customerId), isNotNull(customers.pendingEmail)),
    )
  if (rowCount !== 1 && 'cancelToken' in by) throw new HttpError(400, authMessages.emailChangeLinkInvalid)
}
