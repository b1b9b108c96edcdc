import { and, eq, gt, isNull, lte, sql } from '@payloadcms/db-postgres/drizzle'
import { createLocalReq, type Payload } from 'payload'

import { ratings, satisfactionPath, satisfactionRules } from '@shop/domain/satisfaction'

import { satisfactionRequestEmail } from './emails/satisfaction-request.ts'
import { env } from '../lib/env.ts'
import { dbOf } from '../database/db.ts'
import { orders, orders_status_history } from '../database/payload-schema.ts'
import { inTransaction } from '../lib/transaction.ts'
import { queueEmail } from '../mail/queue-email.ts'
import { satisfactionToken } from './satisfaction-token.ts'

/** Orders taken at a time, each marked asked and its e-mail queued in the same transaction. */
const batchSize = 20

/**
 * Marks the next orders due (still delivered, delivered between 7 and 14 days ago, never asked)
 * as asked and queues their e-mails, in one transaction: the mark and the e-mail exist together
 * or not at all. Rows another round holds are skipped, not waited for, and a marked order is
 * never taken again: one e-mail per order, whichever instance runs the chore, however often.
 * Read from the deliveries' index, oldest first: the cost follows the week's deliveries, not
 * the number of orders.
 */
async function askNextOrders(payload: Payload): Promise<number> {
  const req = await createLocalReq({}, payload)
  return inTransaction(req, async () => {
    const db = await dbOf(req)
    const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`
    const due = db.$with('due').as(
      db
        .select({ id: orders.id })
        .from(orders_status_history)
        .innerJoin(orders, eq(orders.id, orders_status_history._parentID))
        .where(
          and(
            eq(orders_status_history.status, 'delivered'),
            lte(orders_status_history.at, daysAgo(satisfactionRules.askAfterDays)),
            gt(orders_status_history.at, daysAgo(satisfactionRules.askWithinDays)),
            eq(orders.status, 'delivered'),
            isNull(orders.satisfaction_askedAt),
          ),
        )
        .orderBy(orders_status_history.at)
        .limit(batchSize)
        .for('update', { of: orders, skipLocked: true }),
    )
    const rows = await db
      .with(due)
      .update(orders)
      .set({ satisfaction_askedAt: sql`now()` })
      .from(due)
      .where(eq(orders.id, due.id))
      .returning({ id: orders.id, orderNumber: orders.orderNumber, name: orders.name, email: orders.email })
    for (const order of rows) {
      const links = ratings.map((rating) => ({
        rating,
        url: `${env().PUBLIC_URL}${satisfactionPath(satisfactionToken(payload.secret, order.id, rating))}`,
      }))
      await queueEmail(req, { to: order.email, ...satisfactionRequestEmail({ orderNumber: order.orderNumber, name: order.name }, links) })
    }
    return rows.length
  })
}

/** The chore's round: asks every order due, batch by batch. Says how many e-mails were queued. */
export async function askForRatings(payload: Payload): Promise<number> {
  let count = 0
  for (;;) {
    const asked = await askNextOrders(payload)
    count += asked
    if (asked < batchSize) return count
  }
}
