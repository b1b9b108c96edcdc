import type { Payload } from 'payload'

import { checkoutPatienceMs } from '@shop/domain/orders'
import { anonymousPhotoRetentionMs, photoRetentionMs } from '@shop/domain/uploads'

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
  const { rows } = await payload.db.pool.query<{ id: number }>(
    `select id from customer_photos p
     where created_at < case when customer_id is null then $2::timestamptz else $1::timestamptz end and not exists (
       select 1 from orders_lines l join orders o on o.id = l._parent_id
       where l.photo_id = p.id and o.status <> 'cancelled' and (o.status <> 'pending' or o.created_at > $3))
     order by id`,
    [cutoffs.customers.toISOString(), cutoffs.anonymous.toISOString(), new Date(now.getTime() - checkoutPatienceMs).toISOString()],
  )
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
