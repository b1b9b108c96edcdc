import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import type { PaymentProvider } from '@shop/domain/payment-providers'

import type { OrderIdentity } from '../orders/order-numbers.ts'
import { provenOwnerSubquery } from '../orders/order-ownership.ts'
import { reservePromoUse } from '../promotions/promo-codes.ts'
import type { PricedOrder } from './priced-order.ts'

/** The order as priced (its delivery mode, name and price as sold, frozen on the order) and who places it. */
export type NewOrder = OrderIdentity &
  PricedOrder & {
    /** The signed-in customer placing it; without one, the order is the proven owner's of its address (if any). */
    signedInId: number | null
    name: string
    email: string
    phone: string | null
    street: string
    postalCode: string
    city: string
    notes: string | null
    /** The signed-in customer whose e-mail is proven, whose uses a code limited per customer counts. */
    buyer: number | null
    htCents: number
    vatCents: number
    vatRatePercent: number
    provider: PaymentProvider
    sessionId: string
    /** When its payment page stops taking payments. */
    pageExpiresAt: Date
  }

/** Payload's ids for array rows: 24 hexadecimal characters. */
const rowId = () => randomBytes(12).toString('hex')

const insertOrderSql = `with owner as (
       select coalesce($3::int, ${provenOwnerSubquery('$5')}) as id
     ),
     inserted as (
       insert into orders (id, order_number, status, customer_id, name, email, phone,
         shipping_address_street, shipping_address_postal_code, shipping_address_city, shipping_address_country, notes,
         subtotal_cents, shipping_cents, total_cents, ht_cents, vat_cents, vat_rate_percent,
         terms_accepted_at, payment_provider, payment_session_id, delivery_mode_name, delivery_earliest, delivery_latest,
         discount_cents, promo_code_id, promo_label, payment_page_expires_at)
       values ($1, $2, 'pending', (select id from owner), $4, $5, $6, $7, $8, $9, 'France', $10, $28, $29, $11, $12, $13, $14, now(), $15, $16, $30, $31, $32,
         $33, $34, $35, $37)
       returning id, created_at
     ),
     active as (
       update customers set last_active_at = now(), inactivity_warned_at = null where id = (select id from owner)
     ),
     lines as (
       insert into orders_lines (_order, _parent_id, id, product_name, quantity, unit_cents, total_cents, category, product_id, variant, image, photo_id, discount_cents)
       select line.position, inserted.id, line.id, line.name, line.quantity, line.unit_cents, line.total_cents, line.category, line.product_id, line.variant, line.image, line.photo_id, line.discount_cents
       from inserted, unnest($17::varchar[], $18::varchar[], $19::int[], $20::int[], $21::int[], $22::varchar[], $23::varchar[], $24::varchar[], $25::varchar[], $26::int[], $36::int[])
         with ordinality as line(id, name, quantity, unit_cents, total_cents, category, product_id, variant, image, photo_id, discount_cents, position)
     )
     insert into orders_status_history (_order, _parent_id, id, status, at)
     select 1, inserted.id, $27, 'pending', inserted.created_at from inserted`

/**
 * The statement with the order's values, prepared once per connection (named): PostgreSQL parsed
 * and planned this long statement again on every checkout, which cost about as much as running it.
 */
function insertOrderStatement(order: NewOrder): { name: string; text: string; values: unknown[] } {
  const { lines } = order
  const values = [
    order.id,
    order.orderNumber,
    order.signedInId,
    order.name,
    order.email,
    order.phone,
    order.street,
    order.postalCode,
    order.city,
    order.notes,
    order.totalCents,
    order.htCents,
    order.vatCents,
    order.vatRatePercent,
    order.provider,
    order.sessionId,
    lines.map(rowId),
    lines.map((line) => line.productName),
    lines.map((line) => line.quantity),
    lines.map((line) => line.unitCents),
    lines.map((line) => line.totalCents),
    lines.map((line) => line.category),
    lines.map((line) => line.productId),
    lines.map((line) => line.variant),
    lines.map((line) => line.image),
    lines.map((line) => line.photo),
    rowId(),
    order.subtotalCents,
    order.shippingCents,
    order.delivery.name,
    order.delivery.earliest,
    order.delivery.latest,
    order.discountCents,
    order.promo?.codeId ?? null,
    order.promo?.label ?? null,
    lines.map((line) => line.discountCents),
    order.pageExpiresAt.toISOString(),
  ]
  return { name: 'insert-order', text: insertOrderSql, values }
}

/**
 * The checkout's one write: the order, all its lines and its first history entry in a single
 * statement (its data-modifying parts commit together or not at all), its owner decided in it too
 * (../orders/order-ownership.ts), so that a checkout costs the same few statements whatever its
 * number of lines, instead of Payload's generic create (validation, hooks and a re-read: some
 * twenty). The columns are the orders migration's; every value was checked by the domain schema
 * and priced by the server before. Later writes (payment, cancellation, staff) go through Payload,
 * whose hook keeps adding to the history. An order is its account's activity: it withdraws a
 * warning of the erasure of inactive accounts (personal-data/inactive-accounts.ts) and starts
 * their count again.
 */
export async function insertOrder(payload: Payload, order: NewOrder): Promise<void> {
  const limits = order.promo?.limits
  if (!order.promo || !limits) {
    await payload.db.pool.query(insertOrderStatement(order))
    return
  }
  // A limited code's use is counted under its lock, in the transaction that writes the order.
  const client = await payload.db.pool.connect()
  try {
    await client.query('begin')
    await reservePromoUse(client, order.promo.codeId, limits, order.buyer)
    await client.query(insertOrderStatement(order))
    await client.query('commit')
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}
