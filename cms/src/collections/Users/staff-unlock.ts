import { and, eq, gt, isNotNull, isNull, lt, or, sql } from '@payloadcms/db-postgres/drizzle'
import { createLocalReq, type Payload } from 'payload'

import { staffUnlockEmail } from './emails/staff-unlock.ts'
import { dbOf } from '../../database/db.ts'
import { staff_unlocks } from '../../database/own-tables.ts'
import { auth_attempts, users } from '../../database/payload-schema.ts'
import { env } from '../../lib/env.ts'
import { inTransaction } from '../../lib/transaction.ts'
import { queueEmail } from '../../mail/queue-email.ts'
import { sealedLink } from '../../mail/sealed-links.ts'
import { reserveAttempt } from '../../security/rate-limit.ts'
import { hashToken, newToken } from '../../security/tokens.ts'
import type { User } from '../../payload-types.ts'

/** GET, with `?token=`: the link of the e-mail, opened from a mailbox. */
export const staffUnlockPath = '/api/admin-auth/unlock'

/**
 * Mails the owner of a staff account being slowed down a link that lifts it, at most once per
 * attempt window, however many strangers keep failing. The link's row (the token's SHA-256,
 * single use, one hour) and its e-mail commit together.
 */
export async function offerStaffUnlock(payload: Payload, account: string): Promise<void> {
  const user = await payload.db.findOne<User>({ collection: 'users', where: { email: { equals: account } } })
  if (!user) return
  const once = await reserveAttempt(payload, [{ scope: 'staff-unlock-mail', key: account, max: 1 }])
  if (!once.allowed) return
  const token = newToken()
  const req = await createLocalReq({}, payload)
  await inTransaction(req, async () => {
    const db = await dbOf(req)
    await db.insert(staff_unlocks).values({ tokenHash: hashToken(token), user: user.id, expiresAt: sql`now() + interval '1 hour'` })
    await queueEmail(req, {
      to: user.email,
      // Sealed in the outbox like every link that opens an account; in the address, as it is used once at
      // its first opening, what an access log keeps of it opens nothing.
      ...staffUnlockEmail(
        user.name,
        sealedLink(payload.secret, `${env().PUBLIC_URL}${staffUnlockPath}?token=${encodeURIComponent(token)}`),
      ),
    })
  })
}

/**
 * Uses a link once: the account's failures from every client are forgotten (no more delay), and so
 * are the tries of the client that opened it, its owner's (their own typos no longer refused).
 * Of two uses together, the second waits for the first's row lock and then finds it used.
 */
export async function unlockStaffAccount(payload: Payload, token: string, client: string): Promise<boolean> {
  const db = await dbOf(payload)
  const rows = await db
    .update(staff_unlocks)
    .set({ usedAt: sql`now()` })
    .from(users)
    .where(
      and(
        eq(staff_unlocks.tokenHash, hashToken(token)),
        isNull(staff_unlocks.usedAt),
        gt(staff_unlocks.expiresAt, sql`now()`),
        eq(users.id, staff_unlocks.user),
      ),
    )
    .returning({ email: users.email })
  const account = rows[0]?.email.toLowerCase()
  if (!account) return false
  const attempts = (scope: string, key: string) => and(eq(auth_attempts.scope, scope), eq(auth_attempts.key, key))
  await db
    .delete(auth_attempts)
    .where(
      or(
        attempts('staff-login-account', account),
        attempts('staff-login-account-client', `${account}\n${client}`),
        attempts('staff-login-ip', client),
      ),
    )
  return true
}

/** Links used or past their hour open nothing more: their rows go with the attempts they served. */
export async function purgeSpentUnlocks(payload: Payload): Promise<number> {
  const db = await dbOf(payload)
  const { rowCount } = await db.delete(staff_unlocks).where(or(isNotNull(staff_unlocks.usedAt), lt(staff_unlocks.expiresAt, sql`now()`)))
  return rowCount ?? 0
}
