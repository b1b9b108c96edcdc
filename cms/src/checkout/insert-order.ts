import { randomBytes } from 'node:crypto'

import { eq, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import type { PaymentProvider } from '@shop/domain/payment-providers'

import { dbOf, type Db } from '../database/db.ts'
import { customers, orders, orders_lines, orders_status_history } from '../database/payload-schema.ts'
import type { OrderIdentity } from '../orders/order-numbers.ts'
import { provenOwnerOf } from '../orders/order-ownership.ts'
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

/**
 * The order, its lines, its first history entry and its owner's activity as one statement: the
 * order's insert returns its id and owner, which the other parts read (data-modifying parts of a
 * statement commit together or not at all). Its text depends only on the number of lines, every
 * value being a parameter, so that it can be prepared per number of lines.
 */
function insertOrderQuery(db: Db, order: NewOrder) {
  const inserted = db.$with('inserted').as(
    db
      .insert(orders)
      .values({
        id: order.id,
        orderNumber: order.orderNumber,
        status: 'pending',
        customer: sql`coalesce(${order.signedInId}::int, (${provenOwnerOf(db, order.email)}))`,
        name: order.name,
        email: order.email,
        phone: order.phone,
        shippingAddress_street: order.street,
        shippingAddress_postalCode: order.postalCode,
        shippingAddress_city: order.city,
        shippingAddress_country: 'France',
        notes: order.notes,
        subtotalCents: order.subtotalCents,
        shippingCents: order.shippingCents,
        totalCents: order.totalCents,
        htCents: order.htCents,
        vatCents: order.vatCents,
        vatRatePercent: order.vatRatePercent,
        termsAcceptedAt: sql`now()`,
        payment_provider: order.provider,
        payment_sessionId: order.sessionId,
        payment_pageExpiresAt: order.pageExpiresAt.toISOString(),
        delivery_modeName: order.delivery.name,
        delivery_earliest: order.delivery.earliest,
        delivery_latest: order.delivery.latest,
        discountCents: order.discountCents,
        promo_code: order.promo?.codeId ?? null,
        promo_label: order.promo?.label ?? null,
      })
      .returning({ id: orders.id, customer: orders.customer, createdAt: orders.createdAt }),
  )
  const ofInserted = (column: typeof inserted.id | typeof inserted.customer | typeof inserted.createdAt) =>
    sql`(select ${column} from ${inserted})`
  const active = db.$with('active').as(
    db
      .update(customers)
      .set({ lastActiveAt: sql`now()`, inactivityWarnedAt: null })
      .where(eq(customers.id, ofInserted(inserted.customer))),
  )
  const lines = db.$with('lines').as(
    db.insert(orders_lines).values(
      order.lines.map((line, index) => ({
        _order: index + 1,
        _parentID: ofInserted(inserted.id),
        id: rowId(),
        productName: line.productName,
        quantity: line.quantity,
        unitCents: line.unitCents,
        totalCents: line.totalCents,
        discountCents: line.discountCents,
        category: line.category,
        productId: line.productId,
        variant: line.variant,
        image: line.image,
        photo: line.photo,
      })),
    ),
  )
  return db
    .with(inserted, active, lines)
    .insert(orders_status_history)
    .values({ _order: 1, _parentID: ofInserted(inserted.id), id: rowId(), status: 'pending', at: ofInserted(inserted.createdAt) })
}

/**
 * The checkout's one write: the order, all its lines and its first history entry in a single
 * statement (its data-modifying parts commit together or not at all), its owner decided in it too
 * (../orders/order-ownership.ts), so that a checkout costs the same few statements whatever its
 * number of lines, instead of Payload's generic create (validation, hooks and a re-read: some
 * twenty). The columns are the generated schema's (../database/payload-schema.ts): a renamed field
 * fails the type check here. Every value was checked by the domain schema and priced by the server before. Later writes (payment, cancellation, staff) go through Payload,
 * whose hook keeps adding to the history. An order is its account's activity: it withdraws a
 * warning of the erasure of inactive accounts (personal-data/inactive-accounts.ts) and starts
 * their count again.
 */
export async function insertOrder(payload: Payload, order: NewOrder): Promise<void> {
  const db = await dbOf(payload)
  // Prepared once per connection and number of lines (named): PostgreSQL parsed and planned this
  // long statement again on every checkout, which cost about as much as running it.
  const write = (on: Db) => insertOrderQuery(on, order).prepare(`insert-order-${order.lines.length}`).execute()
  const { promo } = order
  const limits = promo?.limits
  if (!promo || !limits) {
    await write(db)
    return
  }
  // A limited code's use is counted under its lock, in the transaction that writes the order.
  await db.transaction(async (tx) => {
    await reservePromoUse(tx, promo.codeId, limits, order.buyer)
    await write(tx)
  })
}
