import { or, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import type { CartLine } from '@shop/domain/cart'
import { orderMessages } from '@shop/domain/orders'
import { type PhotoPurpose } from '@shop/domain/uploads'

import { dbOf } from '../database/db.ts'
import { customer_photos } from '../database/payload-schema.ts'
import { HttpError } from '../http/http-error.ts'
import { hashToken } from '../security/tokens.ts'
import type { OrderLineInput } from './priced-order.ts'

const purposeOf: Partial<Record<CartLine['category'], PhotoPurpose>> = {
  telephone: 'device',
  tablette: 'device',
  console: 'console',
  manette: 'console',
}

/**
 * The photos the lines name, found in one query whatever their number, each given to its line as
 * the id the order stores. A photo serves whoever proves it theirs: its upload's token, or, for a
 * signed-in caller, its id when it was sent from their account. Ids are serial, so an id alone
 * proves nothing; a photo that does not exist, is not the caller's or does not suit its line's
 * product is refused with the same answer.
 */
export async function checkOrderPhotos(payload: Payload, lines: readonly OrderLineInput[], customerId: number | null): Promise<void> {
  const wanted = lines.flatMap((line) => (line.photoRef ? [{ line, ref: line.photoRef }] : []))
  if (wanted.length === 0) return
  const hashes = wanted.flatMap(({ ref }) => ('token' in ref ? [hashToken(ref.token)] : []))
  const ids = wanted.flatMap(({ ref }) => ('id' in ref ? [ref.id] : []))
  // Without a signed-in caller `customer_id = null` is never true: an id serves no anonymous order.
  // bigint: the cart schema lets ids of up to 12 digits through, which must be refused, not overflow.
  const db = await dbOf(payload)
  const owner = sql`${customer_photos.customer} = ${customerId}`
  const rows = await db
    .select({
      id: customer_photos.id,
      purpose: customer_photos.purpose,
      tokenHash: customer_photos.uploadTokenHash,
      own: sql<boolean>`coalesce(${owner}, false)`,
    })
    .from(customer_photos)
    .where(
      or(
        sql`${customer_photos.uploadTokenHash} = any(${sql.param(hashes)}::varchar[])`,
        sql`${customer_photos.id} = any(${sql.param(ids)}::bigint[]) and ${owner}`,
      ),
    )
  const byHash = new Map(rows.flatMap((row) => (row.tokenHash ? [[row.tokenHash, row] as const] : [])))
  const ownById = new Map(rows.flatMap((row) => (row.own ? [[row.id, row] as const] : [])))
  for (const { line, ref } of wanted) {
    const photo = 'token' in ref ? byHash.get(hashToken(ref.token)) : ownById.get(ref.id)
    if (!photo || photo.purpose !== purposeOf[line.category]) throw new HttpError(400, orderMessages.photoUnavailable)
    line.photo = photo.id
  }
}
