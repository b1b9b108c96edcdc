import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import type { CartLine } from '@shop/domain/cart'
import { orderMessages } from '@shop/domain/orders'
import { type PhotoPurpose } from '@shop/domain/uploads'

import { HttpError } from '../http/http-error.ts'
import type { OrderLineInput } from './priced-order.ts'

const purposeOf: Partial<Record<CartLine['category'], PhotoPurpose>> = {
  telephone: 'device',
  tablette: 'device',
  console: 'console',
  manette: 'console',
}

/**
 * The photos the lines name, checked in one query whatever their number: each must exist, suit
 * its line's product, and be the caller's (a signed-in shopper's photo serves no one else; an
 * anonymous one serves one order only, so that guessing ids cannot reuse a stranger's photo).
 */
export async function checkOrderPhotos(payload: Payload, lines: readonly OrderLineInput[], customerId: number | null): Promise<void> {
  const wanted = lines.filter((line): line is OrderLineInput & { photo: number } => line.photo !== null)
  if (wanted.length === 0) return
  const ids = [...new Set(wanted.map((line) => line.photo))]
  const { rows } = await payload.db.drizzle.execute<{
    id: number
    customer_id: number | null
    purpose: PhotoPurpose
    ordered: boolean
  }>(sql`
    select p.id, p.customer_id, p.purpose,
      exists (select 1 from orders_lines l join orders o on o.id = l._parent_id where l.photo_id = p.id and o.status <> 'cancelled') as ordered
    from customer_photos p where p.id in ${ids}`)
  const byId = new Map(rows.map((row) => [row.id, row]))
  for (const line of wanted) {
    const photo = byId.get(line.photo)
    const usable =
      photo !== undefined &&
      photo.purpose === purposeOf[line.category] &&
      (photo.customer_id === null ? !photo.ordered : photo.customer_id === customerId)
    if (!usable) throw new HttpError(400, orderMessages.photoUnavailable)
  }
}
