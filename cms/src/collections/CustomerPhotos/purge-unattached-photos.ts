import { and, asc, eq, gt, lt, ne, notExists, or, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { checkoutPatienceMs } from '@shop/domain/orders'
import { anonymousPhotoRetentionMs, photoRetentionMs } from '@shop/domain/uploads'

import { dbOf } from '../../database/db.ts'
import { customer_photos, orders, orders_lines } from '../../database/payload-schema.ts'

/** The send dates before which an unordered photo goes: a customer's, and one sent without an account. */
type Cutoffs = { customers: Date; anonymous: Date }

/**
 * Photos sent before their cutoff that no order holds: carts live in browsers, so a photo nobody
 * ordered within the retention period is gone with them; an ordered one is kept for staff to
 * print (and with the order, for its 10 years). A cancelled order holds nothing, nor does one
 * still unpaid once its payment window has closed: a token lets any number of orders name a
 * photo, and only those that can still be paid or were paid need it.
 */
async function unattachedPhotosSentBefore(payload: Payload, cutoffs: Cutoffs, now = new Date()): Promise<number[]> {
  const db = await dbOf(payload)
  const cutoff = sql`case when ${customer_photos.customer} is null then ${cutoffs.anonymous.toISOString()}::timestamptz else ${cutoffs.customers.toISOString()}::timestamptz end`
  const holdingOrder = db
    .select({ one: sql`1` })
    .from(orders_lines)
    .innerJoin(orders, eq(orders.id, orders_lines._parentID))
    .where(
      and(
        eq(orders_lines.photo, customer_photos.id),
        ne(orders.status, 'cancelled'),
        or(ne(orders.status, 'pending'), gt(orders.createdAt, new Date(now.getTime() - checkoutPatienceMs).toISOString())),
      ),
    )
  const rows = await db
    .select({ id: customer_photos.id })
    .from(customer_photos)
    .where(and(lt(customer_photos.createdAt, cutoff), notExists(holdingOrder)))
    .orderBy(asc(customer_photos.id))
  return rows.map((row) => row.id)
}

/**
 * Deletes unattached photos older than their retention period, row and files (Payload's delete
 * removes the upload and its sizes from PHOTOS_DIR). The chores queue runs it on one instance at a time.
 */
export async function purgeUnattachedPhotos(payload: Payload, now = new Date()): Promise<number> {
  const ago = (ms: number) => new Date(now.getTime() - ms)
  const ids = await unattachedPhotosSentBefore(
    payload,
    { customers: ago(photoRetentionMs), anonymous: ago(anonymousPhotoRetentionMs) },
    now,
  )
  for (const id of ids) {
    await payload.delete({ collection: 'customer-photos', id, overrideAccess: true })
  }
  return ids.length
}
