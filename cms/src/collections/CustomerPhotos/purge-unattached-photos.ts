import type { Payload } from 'payload'

import { photoRetentionMs } from '@shop/domain/uploads'

import { onOneInstance, runPeriodically } from '../../lib/background-task.ts'
import { advisoryLocks } from '../../lib/advisory-locks.ts'

const purgeEveryMs = 60 * 60 * 1000

/**
 * Photos sent before `sentBefore` that no order line holds: carts live in browsers, so a photo
 * nobody ordered within the retention period is gone with them; an ordered one is kept for
 * staff to print (and with the order, for its 10 years).
 */
export async function unattachedPhotosSentBefore(payload: Payload, sentBefore: Date): Promise<number[]> {
  const { rows } = await payload.db.pool.query<{ id: number }>(
    `select id from customer_photos p
     where created_at < $1 and not exists (select 1 from orders_lines l where l.photo_id = p.id)
     order by id`,
    [sentBefore.toISOString()],
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
    const ids = await unattachedPhotosSentBefore(payload, new Date(now.getTime() - photoRetentionMs))
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
