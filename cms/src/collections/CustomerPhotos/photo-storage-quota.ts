import { eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { uploadMessages } from '@shop/domain/uploads'

import { dbOf } from '../../database/db.ts'
import { photo_storage_reservations } from '../../database/own-tables.ts'
import { HttpError } from '../../http/http-error.ts'
import { env } from '../../lib/env.ts'

const megabyte = 1024 * 1024

/** When to try again after the ceiling: the day's uploads free room as they age past 24 hours. */
const retryAfterSeconds = 60 * 60

/**
 * Room for one photo of `bytes` under both ceilings: everything stored (PHOTO_STORAGE_MAX_MB) and
 * what was sent in the last 24 hours (PHOTO_UPLOADS_PER_DAY_MB). The limits per client stop one
 * sender; these stop many, before the disk or the bucket fills. The check and the hold are one
 * step under a lock (migration 20261128_150000): checked apart, parallel uploads would all pass
 * before any file was stored. The hold is given back once the photo is stored or refused.
 */
export async function reservePhotoBytes(payload: Payload, bytes: number): Promise<number> {
  const { rows } = await payload.db.pool.query<{ reservation: number | null }>(
    'select shop_reserve_photo_bytes($1::bigint, $2::bigint, $3::bigint) as reservation',
    [bytes, env().PHOTO_UPLOADS_PER_DAY_MB * megabyte, env().PHOTO_STORAGE_MAX_MB * megabyte],
  )
  const reservation = rows[0]?.reservation
  if (reservation == null) {
    payload.logger.warn('Photos clients : plafond de stockage atteint (PHOTO_STORAGE_MAX_MB ou PHOTO_UPLOADS_PER_DAY_MB), envoi refusé')
    throw new HttpError(503, uploadMessages.storageFull, { retryAfter: retryAfterSeconds })
  }
  return reservation
}

export async function releasePhotoBytes(payload: Payload, reservation: number): Promise<void> {
  const db = await dbOf(payload)
  await db.delete(photo_storage_reservations).where(eq(photo_storage_reservations.id, reservation))
}
