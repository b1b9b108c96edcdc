import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import { QueryBuilder } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'

import type { DashboardOrderRow, OrdersQuery } from '@shop/domain/dashboard'

import { dbOf } from '../../database/db.ts'
import { orders, orders_lines, promo_codes } from '../../database/payload-schema.ts'
import { containing, offsetOf, paged, parisDayEnd, parisDayStart } from './sql-fragments.ts'

const sorts: Record<OrdersQuery['sort'], SQL[]> = {
  '-createdAt': [desc(orders.createdAt), desc(orders.id)],
  createdAt: [asc(orders.createdAt), asc(orders.id)],
  '-total': [desc(orders.totalCents), desc(orders.id)],
  total: [asc(orders.totalCents), asc(orders.id)],
  orderNumber: [asc(orders.orderNumber)],
  '-orderNumber': [desc(orders.orderNumber)],
}

type Filters = Pick<OrdersQuery, 'q' | 'status' | 'from' | 'to'>

/** The orders tab's filters, for its pages and its export alike. */
function orderFilters({ q, status, from, to }: Filters): SQL | undefined {
  return and(
    status ? eq(orders.status, status) : undefined,
    from ? gte(orders.createdAt, parisDayStart(from)) : undefined,
    to ? lt(orders.createdAt, parisDayEnd(to)) : undefined,
    containing(q, [orders.orderNumber, orders.email, orders.name]),
  )
}

const builder = new QueryBuilder()

/** The order's articles, counted beside each listed order. */
const items = sql<number>`${builder
  .select({ items: sql`coalesce(sum(${orders_lines.quantity}), 0)::int` })
  .from(orders_lines)
  .where(eq(orders_lines._parentID, orders.id))}`.as('items')

export const orderRowFields = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  createdAt: orders.createdAt,
  name: orders.name,
  email: orders.email,
  status: orders.status,
  totalCents: orders.totalCents,
  rating: orders.satisfaction_rating,
  deliveryMode: orders.delivery_modeName,
  items,
}

type OrderRowRecord = Pick<typeof orders.$inferSelect, 'id' | 'orderNumber' | 'createdAt' | 'name' | 'email' | 'status' | 'totalCents'> & {
  rating: number | null
  deliveryMode: string | null
  items: number
}

export const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString())

export function toOrderRow(row: OrderRowRecord): DashboardOrderRow {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    createdAt: iso(row.createdAt) as string,
    name: row.name,
    email: row.email,
    status: row.status,
    totalCents: row.totalCents,
    items: row.items,
    rating: row.rating,
    deliveryMode: row.deliveryMode,
  }
}

/**
 * The orders tab's query without paging: the export streams every matching row in this order,
 * keyed by column name.
 */
export function ordersQuery(query: Omit<OrdersQuery, 'page' | 'limit'>): SQL {
  return builder
    .select({
      ...orderRowFields,
      phone: orders.phone,
      shippingAddress_street: orders.shippingAddress_street,
      shippingAddress_postalCode: orders.shippingAddress_postalCode,
      shippingAddress_city: orders.shippingAddress_city,
      shippingAddress_country: orders.shippingAddress_country,
      shippingCents: orders.shippingCents,
      payment_paidAt: orders.payment_paidAt,
      shipping_carrier: orders.shipping_carrier,
      shipping_trackingNumber: orders.shipping_trackingNumber,
      subtotalCents: orders.subtotalCents,
      discountCents: orders.discountCents,
      promoCode: sql`${builder.select({ code: promo_codes.code }).from(promo_codes).where(eq(promo_codes.id, orders.promo_code))}`.as(
        'promo_code',
      ),
      payment_refundedAt: orders.payment_refundedAt,
      // Given back so far: all of it once refunded, else what refunds of partial withdrawals gave.
      refundedCents: sql`case when ${orders.payment_refundedAt} is not null then ${orders.totalCents}
        else coalesce(${orders.payment_partlyRefundedCents}, 0) end`.as('refunded_cents'),
    })
    .from(orders)
    .where(orderFilters(query))
    .orderBy(...sorts[query.sort])
    .getSQL()
}

/** The last orders placed, for the overview. */
export async function newestOrders(payload: Payload, count: number): Promise<DashboardOrderRow[]> {
  const db = await dbOf(payload)
  const rows = await db.select(orderRowFields).from(orders).orderBy(desc(orders.createdAt), desc(orders.id)).limit(count)
  return rows.map(toOrderRow)
}

export async function listOrders(payload: Payload, query: OrdersQuery) {
  const db = await dbOf(payload)
  const where = orderFilters(query)
  const [rows, [counted]] = await Promise.all([
    db
      .select(orderRowFields)
      .from(orders)
      .where(where)
      .orderBy(...sorts[query.sort])
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db.select({ total: count() }).from(orders).where(where),
  ])
  return paged(rows.map(toOrderRow), counted?.total ?? 0, query.page, query.limit)
}
