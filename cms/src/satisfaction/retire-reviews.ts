import { sql } from '@payloadcms/db-postgres/drizzle'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { announceCatalogueChange } from '../catalogue-reads/invalidation.ts'
import { env } from '../lib/env.ts'
import { dbOf } from '../database/db.ts'
import { inTransaction } from '../lib/transaction.ts'

/**
 * The retention the pages state (domain reviewPolicy): a review published for
 * REVIEW_KEPT_MONTHS months from its date leaves the site and its comment is erased; the
 * rating stays with the order for staff's figures. A removed review loses its comment too, and
 * keeps the reason and date of its removal. Says how many reviews were retired.
 */
export async function retireOldReviews(payload: Payload): Promise<number> {
  const req = await createLocalReq({}, payload)
  return inTransaction(req, async () => {
    const db = await dbOf(req)
    const { rows } = await db.execute<{ id: number }>(sql`
      update orders o set satisfaction_published = false, satisfaction_comment = null
      where o.satisfaction_published
        and o.satisfaction_rated_at < now() - make_interval(months => ${env().REVIEW_KEPT_MONTHS})
      returning o.id`)
    if (rows.length > 0) await announceCatalogueChange(req, 'content')
    return rows.length
  })
}

/**
 * An erased account (personal-data/customer-data.ts) takes its published reviews off the site
 * and their comments with them, in the erasure's transaction: the orders stay for accounting,
 * the name signing a review does not.
 */
export async function forgetCustomerReviews(req: PayloadRequest, customerId: number): Promise<void> {
  const db = await dbOf(req)
  const { rows } = await db.execute<{ id: number }>(sql`
    update orders o set satisfaction_published = false, satisfaction_comment = null
    where o.customer_id = ${customerId} and o.satisfaction_published
    returning o.id`)
  if (rows.length > 0) await announceCatalogueChange(req, 'content')
}
