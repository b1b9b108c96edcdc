import { and, eq, isNull, sql } from '@payloadcms/db-postgres/drizzle'
import { createLocalReq, type PayloadRequest } from 'payload'

import { authMessages, resetTokenLifetimeMs } from '@shop/domain/auth'
import { paths } from '@shop/domain/paths'

import { passwordResetEmail } from '../emails/password-reset.ts'
import { HttpError } from '../../http/http-error.ts'
import { relationId } from '../../lib/relation-id.ts'
import { dbOf } from '../../database/db.ts'
import { password_resets } from '../../database/payload-schema.ts'
import { inTransaction } from '../../lib/transaction.ts'
import { queueEmail } from '../../mail/queue-email.ts'
import { sealedPageLink } from '../../mail/sealed-links.ts'
import { attachGuestOrders } from '../../orders/order-ownership.ts'
import { isCommonPassword } from '../common-passwords.ts'
import { takeOverUnproven } from '../email-proof.ts'
import { hashPassword } from '../password-hash.ts'
import { countAttempt } from '../../security/rate-limit.ts'
import { revokeAccess } from '../sessions.ts'
import { hashToken, newToken } from '../../security/tokens.ts'

const requestsPerEmail = 3
/** Per client too: one client naming many addresses would have the shop mail each of them. */
const requestsPerClient = 10

/**
 * Always the same answer, whether or not the address has an account; the link is made and its
 * e-mail queued after the answer, so that timing tells nothing either. `clientKey`: the caller's
 * network (http/client-key.ts).
 */
export async function requestPasswordReset(req: PayloadRequest, email: string, clientKey: string): Promise<void> {
  const { payload } = req
  const limits = [
    { scope: 'reset-email', key: email, max: requestsPerEmail },
    { scope: 'reset-ip', key: clientKey, max: requestsPerClient },
  ]
  await countAttempt(payload, limits)

  void queueResetLink(req, email).catch((error: unknown) => payload.logger.error({ err: error, msg: 'password reset link failed' }))
}

/** The link's row and its e-mail, together, in a transaction of their own (the request has been answered). */
async function queueResetLink({ payload }: PayloadRequest, email: string): Promise<void> {
  const { docs } = await payload.find({
    collection: 'customers',
    where: { email: { equals: email }, anonymisedAt: { exists: false } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const customer = docs[0]
  if (!customer) return
  const token = newToken()
  const url = sealedPageLink(payload.secret, paths.resetPassword, { token })
  const req = await createLocalReq({}, payload)
  await inTransaction(req, async () => {
    await payload.create({
      collection: 'password-resets',
      data: {
        tokenHash: hashToken(token),
        customer: customer.id,
        expiresAt: new Date(Date.now() + resetTokenLifetimeMs).toISOString(),
      },
      overrideAccess: true,
      req,
    })
    await queueEmail(req, { to: customer.email, ...passwordResetEmail(customer.firstName, url) })
  })
}

/**
 * A valid link sets the new password once, and signs the customer out everywhere: claiming the
 * link, the new password and the revocations commit together or not at all. The link went to the
 * account's address, so it proves it: an account whose address was unproven is taken over
 * (../email-proof.ts), losing any Google link its creator added, and the guest orders placed with
 * the address become the account's.
 */
export async function confirmPasswordReset(req: PayloadRequest, token: string, newPassword: string): Promise<void> {
  const { payload } = req
  if (isCommonPassword(newPassword)) {
    throw new HttpError(400, authMessages.passwordTooCommon, { details: [authMessages.passwordTooCommon] })
  }
  const { docs } = await payload.find({
    collection: 'password-resets',
    where: {
      tokenHash: { equals: hashToken(token) },
      usedAt: { exists: false },
      expiresAt: { greater_than: new Date().toISOString() },
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const reset = docs[0]
  if (!reset) throw new HttpError(400, authMessages.resetTokenInvalid)

  const customerId = relationId(reset.customer)
  const passwordHash = await hashPassword(newPassword)
  await inTransaction(req, async () => {
    // Of two concurrent uses, the second waits for the first's row lock and then finds it used.
    const db = await dbOf(req)
    const { rowCount } = await db
      .update(password_resets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(password_resets.id, reset.id), isNull(password_resets.usedAt)))
    if (rowCount !== 1) throw new HttpError(400, authMessages.resetTokenInvalid)
    const customer = await payload.findByID({ collection: 'customers', id: customerId, depth: 0, overrideAccess: true, req })
    if (customer.emailVerifiedAt) {
      await payload.update({ collection: 'customers', id: customerId, data: { passwordHash }, overrideAccess: true, req })
      await revokeAccess({ payload, req }, customerId)
      await attachGuestOrders(req, customerId, customer.email)
    } else {
      await takeOverUnproven(req, customer, { passwordHash, googleSubject: null })
    }
  })
}
