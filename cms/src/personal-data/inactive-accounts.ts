import { and, eq, inArray, isNull, lte, sql } from '@payloadcms/db-postgres/drizzle'
import { createLocalReq, type Payload } from 'payload'

import { inactiveAccountYears, inactiveErasureFrom, inactivityNoticeDays } from '@shop/domain/inactive-accounts'
import { paths } from '@shop/domain/paths'

import { inactiveAccountEmail } from './emails/inactive-account.ts'
import { env } from '../lib/env.ts'
import { dbOf } from '../database/db.ts'
import { customers } from '../database/payload-schema.ts'
import { inTransaction } from '../lib/transaction.ts'
import { queueEmail } from '../mail/queue-email.ts'
import { anonymiseCustomer } from './customer-data.ts'

/** Accounts warned at a time, with their e-mails queued in the same transaction. */
const batchSize = 50

/** When the account was last used: its last sign-in or order (lastActiveAt), else its creation. */
const lastActive = sql`coalesce(${customers.lastActiveAt}, ${customers.createdAt})`
const inactiveFor = (years: number, minusDays = 0) =>
  sql`${lastActive} <= now() - make_interval(years => ${years}::int) + make_interval(days => ${minusDays}::int)`

/**
 * Marks the next accounts that reach 3 years without activity within 30 days as warned, and
 * queues their e-mail in the same transaction: an account is warned once, until a sign-in or an
 * order clears the mark (auth/sign-in.ts, checkout/insert-order.ts). Says how many were warned.
 */
async function warnNextAccounts(payload: Payload): Promise<number> {
  const req = await createLocalReq({}, payload)
  const signInUrl = `${env().PUBLIC_URL}${paths.profile}`
  return inTransaction(req, async () => {
    const db = await dbOf(req)
    const due = db
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(isNull(customers.anonymisedAt), isNull(customers.inactivityWarnedAt), inactiveFor(inactiveAccountYears, inactivityNoticeDays)),
      )
      .orderBy(customers.id)
      .limit(batchSize)
      .for('update', { skipLocked: true })
    const rows = await db
      .update(customers)
      .set({ inactivityWarnedAt: sql`now()` })
      .where(inArray(customers.id, due))
      // The mark this statement sets: never null here.
      .returning({ email: customers.email, firstName: customers.firstName, warnedAt: sql<string>`${customers.inactivityWarnedAt}` })
    for (const row of rows) {
      const erasureFrom = inactiveErasureFrom(new Date(row.warnedAt))
      await queueEmail(req, { to: row.email, ...inactiveAccountEmail(row.firstName, erasureFrom, signInUrl) })
    }
    return rows.length
  })
}

const erasable = and(
  isNull(customers.anonymisedAt),
  lte(customers.inactivityWarnedAt, sql`now() - make_interval(days => ${inactivityNoticeDays}::int)`),
  inactiveFor(inactiveAccountYears),
)

/**
 * Erases one account if it is still due, with a customer's own erasure (anonymised, sessions
 * ended, orders and invoices kept): its row is locked and the conditions read again, so that a
 * sign-in committed meanwhile keeps the account. Says whether it was erased.
 */
async function eraseIfStillInactive(payload: Payload, id: number): Promise<boolean> {
  const req = await createLocalReq({}, payload)
  return inTransaction(req, async () => {
    const db = await dbOf(req)
    const rows = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.id, id), erasable))
      .for('update')
    if (rows.length === 0) return false
    const customer = await payload.findByID({ collection: 'customers', id, depth: 0, overrideAccess: true, req })
    await anonymiseCustomer(req, customer)
    return true
  })
}

/**
 * The privacy policy's retention of accounts (@shop/domain/inactive-accounts), a daily chore:
 * warns the accounts that will reach 3 years without a sign-in or an order within 30 days, then
 * erases those that reached it and were warned at least 30 days ago. Each erasure is its own
 * transaction: one that fails is reported after the others were done, and tried again next round.
 */
export async function handleInactiveAccounts(payload: Payload): Promise<{ warned: number; erased: number }> {
  let warned = 0
  for (;;) {
    const taken = await warnNextAccounts(payload)
    warned += taken
    if (taken < batchSize) break
  }

  const db = await dbOf(payload)
  const rows = await db.select({ id: customers.id }).from(customers).where(erasable).orderBy(customers.id)
  let erased = 0
  const failures: unknown[] = []
  for (const { id } of rows) {
    try {
      if (await eraseIfStillInactive(payload, id)) erased += 1
    } catch (error) {
      failures.push(error)
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} compte(s) inactif(s) non effacé(s), ${erased} effacé(s)`)
  return { warned, erased }
}
