import { and, asc, eq, isNotNull, isNull, ne } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { historyNoteContextKey } from '../collections/Orders/hooks/recordStatusChange.ts'
import { dbOf, type Db } from '../database/db.ts'
import { customers, orders } from '../database/payload-schema.ts'

/**
 * Who an order belongs to. An order placed while signed in is that customer's, whatever address
 * was typed. One placed without signing in belongs to an account only once that account has
 * proved the address it was placed with (its verification link, Google, a password reset):
 * before that it stays a guest order, so that whoever registers somebody else's address first
 * sees none of their orders.
 */

const attachedNote = 'Rattachée au compte client (adresse e-mail prouvée)'

/**
 * The account that has proved `email`, if one has: a guest order placed with it is theirs at once.
 * A subquery, so that the checkout's one write decides the owner as it writes the order
 * (checkout/insert-order.ts).
 */
export const provenOwnerOf = (db: Db, email: string) =>
  db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.email, email), isNotNull(customers.emailVerifiedAt), isNull(customers.anonymisedAt)))

/**
 * The account has just proved `email`: every guest order placed with it becomes the account's,
 * each with a line in its history. Runs in the caller's transaction (the proof and the orders
 * commit together); answers how many orders were attached.
 */
export async function attachGuestOrders(req: PayloadRequest, customerId: number, email: string): Promise<number> {
  const db = await dbOf(req)
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(isNull(orders.customer), eq(orders.email, email.toLowerCase())))
    .orderBy(asc(orders.id))
    .for('update')
  for (const { id } of rows) {
    await req.payload.update({
      collection: 'orders',
      id,
      data: { customer: customerId },
      context: { [historyNoteContextKey]: attachedNote },
      depth: 0,
      overrideAccess: true,
      req,
    })
  }
  return rows.length
}

/**
 * An account nobody had proved is taken over by the owner of its address: the orders its creator
 * placed with other addresses are not the new owner's, and go back to being guest orders of the
 * address they were placed with. Runs in the caller's transaction.
 */
export async function releaseOrdersOfOtherAddresses(req: PayloadRequest, customerId: number, email: string): Promise<void> {
  const db = await dbOf(req)
  await db
    .update(orders)
    .set({ customer: null })
    .where(and(eq(orders.customer, customerId), ne(orders.email, email.toLowerCase())))
}
