import { sql } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { historyNoteContextKey } from '../collections/Orders/hooks/recordStatusChange.ts'
import { transactionDb } from '../lib/transaction.ts'

/**
 * Who an order belongs to. An order placed while signed in is that customer's, whatever address
 * was typed. One placed without signing in belongs to an account only once that account has
 * proved the address it was placed with (its verification link, Google, a password reset):
 * before that it stays a guest order, so that whoever registers somebody else's address first
 * sees none of their orders.
 */

const attachedNote = 'Rattachée au compte client (adresse e-mail prouvée)'

/**
 * The account that has proved the address in `emailParameter` (a statement's placeholder, such as
 * `$5`), if one has: a guest order placed with it is theirs at once. A subquery, so that the
 * checkout's one write decides the owner as it writes the order (checkout/insert-order.ts).
 */
export const provenOwnerSubquery = (emailParameter: `$${number}`) =>
  `(select id from customers where email = ${emailParameter} and email_verified_at is not null and anonymised_at is null)`

/**
 * The account has just proved `email`: every guest order placed with it becomes the account's,
 * each with a line in its history. Runs in the caller's transaction (the proof and the orders
 * commit together); answers how many orders were attached.
 */
export async function attachGuestOrders(req: PayloadRequest, customerId: number, email: string): Promise<number> {
  const db = await transactionDb(req)
  const { rows } = await db.execute<{ id: number }>(
    sql`select id from orders where customer_id is null and email = ${email.toLowerCase()} order by id for update`,
  )
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
  const db = await transactionDb(req)
  await db.execute(sql`update orders set customer_id = null where customer_id = ${customerId} and email <> ${email.toLowerCase()}`)
}
