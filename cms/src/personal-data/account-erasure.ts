import { and, eq, gt, isNull, sql } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { authMessages, resetTokenLifetimeMs } from '@shop/domain/auth'
import { paths } from '@shop/domain/paths'

import { accountErasureEmail } from '../auth/emails/account-erasure.ts'
import { HttpError } from '../http/http-error.ts'
import { dbOf } from '../database/db.ts'
import { customers } from '../database/payload-schema.ts'
import { inTransaction } from '../lib/transaction.ts'
import { queueEmail } from '../mail/queue-email.ts'
import { sealedPageLink } from '../mail/sealed-links.ts'
import { requireCurrentPassword } from '../auth/current-password.ts'
import { countAttempt } from '../security/rate-limit.ts'
import { type ActiveSession } from '../auth/sessions.ts'
import { hashToken, newToken } from '../security/tokens.ts'
import { anonymiseCustomer } from './customer-data.ts'

const linksPerAccount = 3

/**
 * Erasure asks for the owner's proof, as a change of login does: a session alone (a borrowed
 * device, a stolen token) must not be enough to destroy the account. The current password; or, for
 * an account that has none (made with Google), a link mailed to its address, which proves the
 * mailbox. Answers whether the account is gone or a link went out.
 */
export async function requestErasure(
  req: PayloadRequest,
  session: ActiveSession,
  currentPassword: string | undefined,
): Promise<'erased' | 'link_sent'> {
  const { payload } = req
  const customer = await payload.findByID({
    collection: 'customers',
    id: session.customer.id,
    depth: 0,
    showHiddenFields: true,
    overrideAccess: true,
  })
  if (customer.passwordHash) {
    await requireCurrentPassword(req, customer.id, currentPassword)
    await anonymiseCustomer(req, customer)
    return 'erased'
  }
  await countAttempt(payload, [{ scope: 'erasure-mail', key: String(customer.id), max: linksPerAccount }])
  const token = newToken()
  const url = sealedPageLink(payload.secret, paths.accountErasure, { token })
  await inTransaction(req, async () => {
    await payload.update({
      collection: 'customers',
      id: customer.id,
      data: { erasureTokenHash: hashToken(token), erasureExpiresAt: new Date(Date.now() + resetTokenLifetimeMs).toISOString() },
      overrideAccess: true,
      req,
    })
    await queueEmail(req, { to: customer.email, ...accountErasureEmail(customer.firstName, url) })
  })
  return 'link_sent'
}

/** The mailed link, used once: of two uses, the second finds it gone. One transaction with the erasure. */
export async function eraseByLink(req: PayloadRequest, token: string): Promise<void> {
  await inTransaction(req, async () => {
    const db = await dbOf(req)
    const [claimed] = await db
      .update(customers)
      .set({ erasureTokenHash: null, erasureExpiresAt: null })
      .where(
        and(eq(customers.erasureTokenHash, hashToken(token)), gt(customers.erasureExpiresAt, sql`now()`), isNull(customers.anonymisedAt)),
      )
      .returning({ id: customers.id })
    const id = claimed?.id
    if (id === undefined) throw new HttpError(400, authMessages.erasureLinkInvalid)
    const customer = await req.payload.findByID({ collection: 'customers', id, depth: 0, overrideAccess: true, req })
    await anonymiseCustomer(req, customer)
  })
}
