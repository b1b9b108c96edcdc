import type { Payload } from 'payload'

import { photoRetentionMs } from '@shop/domain/uploads'

import { onOneInstance, runPeriodically } from '../../lib/background-task.ts'
import { advisoryLocks } from '../../lib/advisory-locks.ts'
import { checkoutPatienceMs } from '../../orders/reconcile-payments.ts'

const purgeEveryMs = 60 * 60 * 1000

/**
 * Photos sent before `sentBefore` that no order holds: carts live in browsers, so a photo nobody
 * ordered within the retention period is gone with them; an ordered one is kept for staff to
 * print (and with the order, for its 10 years). A cancelled order holds nothing, nor does one
 * still unpaid once its payment window has closed: a token lets any number of orders name a
 * photo, and only those that can still be paid or were paid need it.
 */
export async function unattachedPhotosSentBefore(payload: Payload, sentBefore: Date, now = new Date()): Promise<number[]> {
  const { rows } = await payload.db.pool.query<{ id: number }>(
    `select id from customer_photos p
     where created_at < $1 and not exists (
       select 1 from orders_lines l join orders o on o.id = l._parent_id
       where l.photo_id = p.id and o.status <> 'cancelled' and (o.status <> 'pending' or o.created_at > $2))
     order by id`,
    [sentBefore.toISOString(), new Date(now.getTime() - checkoutPatienceMs).toISOString()],
  )
  return rows.map((row) => row.id)
}

/**
 * Deletes unattached photos older than the retention period, row and files (Payload's delete
 * removes the upload and its sizes from PHOTOS_DIR). Several instances may run it at once: the
 * advisory lock lets one do the work and the others skip this round.
 */
export async function purgeUnattachedPhotos(payload: Payload, now = new Date()): Promise<number> {
  const purged = await onOneInstance(payload, advisoryLocks.customerPhotoPurge, async () => {
    const ids = await unattachedPhotosSentBefore(payload, new Date(now.getTime() - photoRetentionMs), now)
    for (const id of ids) {
      await payload.delete({ collection: 'customer-photos', id, overrideAccess: true })
    }
    return ids.length
  })
  return purged ?? 0
}

/** Purges at start, then every hour. */
export function schedulePhotoPurge(payload: Payload): void {
  runPeriodically(
    payload,
    'customer-photo-purge',
    purgeEveryMs,
    async () => {
      const count = await purgeUnattachedPhotos(payload)
      return count > 0 ? `${count} photo(s) client(s) de plus de 7 jours supprimée(s)` : null
    },
    'Échec de la purge des photos clients',
  )
}
