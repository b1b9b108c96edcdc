import { sql } from '@payloadcms/db-postgres/drizzle'
import { createLocalReq, type Payload } from 'payload'

import { ratings, satisfactionPath, satisfactionRules } from '@shop/domain/satisfaction'

import { satisfactionRequestEmail } from './emails/satisfaction-request.ts'
import { env } from '../lib/env.ts'
import { dbOf } from '../database/db.ts'
import { inTransaction } from '../lib/transaction.ts'
import { queueEmail } from '../mail/queue-email.ts'
import { satisfactionToken } from './satisfaction-token.ts'

/** Orders taken at a time, each marked asked and its e-mail queued in the same transaction. */
const batchSize = 20

type DueOrder = { id: number; order_number: string; name: string; email: string }

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
    const { rows } = await db.execute<DueOrder>(sql`
      with due as (
        select o.id from orders_status_history h join orders o on o.id = h._parent_id
        where h.status = 'delivered'
          and h.at <= now() - make_interval(days => ${satisfactionRules.askAfterDays})
          and h.at > now() - make_interval(days => ${satisfactionRules.askWithinDays})
          and o.status = 'delivered' and o.satisfaction_asked_at is null
        order by h.at limit ${batchSize}
        for update of o skip locked)
      update orders o set satisfaction_asked_at = now() from due where o.id = due.id
      returning o.id, o.order_number, o.name, o.email`)
    for (const order of rows) {
      const links = ratings.map((rating) => ({
        rating,
        url: `${env().PUBLIC_URL}${satisfactionPath(satisfactionToken(payload.secret, order.id, rating))}`,
      }))
      await queueEmail(req, { to: order.email, ...satisfactionRequestEmail({ orderNumber: order.order_number, name: order.name }, links) })
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
