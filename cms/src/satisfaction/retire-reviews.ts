import { and, eq, lt, sql } from '@payloadcms/db-postgres/drizzle'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { announceCatalogueChange } from '../catalogue-reads/invalidation.ts'
import { dbOf } from '../database/db.ts'
import { orders } from '../database/payload-schema.ts'
import { env } from '../lib/env.ts'
import { inTransaction } from '../lib/transaction.ts'

/** Off the site, its comment erased: the rating stays with the order. */
const unpublished = { satisfaction_published: false, satisfaction_comment: null }

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
    const rows = await db
      .update(orders)
      .set(unpublished)
      .where(
        and(
          sql`${orders.satisfaction_published}`,
          lt(orders.satisfaction_ratedAt, sql`now() - make_interval(months => ${env().REVIEW_KEPT_MONTHS})`),
        ),
      )
      .returning({ id: orders.id })
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
  const rows = await db
    .update(orders)
    .set(unpublished)
    .where(and(eq(orders.customer, customerId), sql`${orders.satisfaction_published}`))
    .returning({ id: orders.id })
  if (rows.length > 0) await announceCatalogueChange(req, 'content')
}
