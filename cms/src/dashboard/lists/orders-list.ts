import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import type { DashboardOrderRow, OrdersQuery } from '@shop/domain/dashboard'
import type { OrderStatus } from '@shop/domain/orders'

import { allOf, containsPattern, offsetOf, orderBy, paged, parisDayEnd, parisDayStart } from './sql-fragments.ts'

const sorts: Record<OrdersQuery['sort'], string> = {
  '-createdAt': 'o.created_at desc, o.id desc',
  createdAt: 'o.created_at asc, o.id asc',
  '-total': 'o.total_cents desc, o.id desc',
  total: 'o.total_cents asc, o.id asc',
  orderNumber: 'o.order_number asc',
  '-orderNumber': 'o.order_number desc',
}

type Filters = Pick<OrdersQuery, 'q' | 'status' | 'from' | 'to'>

/** The orders tab's filters, for its pages and its export alike. */
function orderFilters({ q, status, from, to }: Filters): SQL {
  const pattern = q ? containsPattern(q) : undefined
  return allOf([
    status ? sql`o.status = ${status}` : undefined,
    from ? sql`o.created_at >= ${parisDayStart(from)}` : undefined,
    to ? sql`o.created_at < ${parisDayEnd(to)}` : undefined,
    pattern ? sql`(o.order_number ilike ${pattern} or o.email ilike ${pattern} or o.name ilike ${pattern})` : undefined,
  ])
}

export const orderRowColumns = sql`o.id, o.order_number, o.created_at, o.name, o.email, o.status, o.total_cents::bigint as total_cents,
  o.satisfaction_rating::int as rating,
  o.delivery_mode_name as delivery_mode,
  (select coalesce(sum(l.quantity), 0)::int from orders_lines l where l._parent_id = o.id) as items`

export type OrderRowRecord = {
  id: number
  order_number: string
  created_at: Date | string
  name: string
  email: string
  status: OrderStatus
  total_cents: string | number
  items: number
  rating: number | null
  delivery_mode: string | null
}

export const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString())

export function toOrderRow(row: OrderRowRecord): DashboardOrderRow {
  return {
    id: Number(row.id),
    orderNumber: row.order_number,
    createdAt: iso(row.created_at) as string,
    name: row.name,
    email: row.email,
    status: row.status,
    totalCents: Number(row.total_cents),
    items: Number(row.items),
    rating: row.rating,
    deliveryMode: row.delivery_mode,
  }
}

/** The orders tab's query without paging: the export streams every matching row in this order. */
export function ordersQuery(query: Omit<OrdersQuery, 'page' | 'limit'>): SQL {
  return sql`select ${orderRowColumns}, o.phone, o.shipping_address_street, o.shipping_address_postal_code, o.shipping_address_city,
    o.shipping_address_country, o.shipping_cents, o.payment_paid_at, o.shipping_carrier, o.shipping_tracking_number,
    o.subtotal_cents, o.discount_cents, (select pc.code from promo_codes pc where pc.id = o.promo_code_id) as promo_code,
    o.payment_refunded_at,
    -- Given back so far: all of it once refunded, else what refunds of partial withdrawals gave.
    case when o.payment_refunded_at is not null then o.total_cents else coalesce(o.payment_partly_refunded_cents, 0) end as refunded_cents
    from orders o where ${orderFilters(query)} order by ${orderBy(sorts, query.sort)}`
}

export async function listOrders(payload: Payload, query: OrdersQuery) {
  const where = orderFilters(query)
  const [rows, count] = await Promise.all([
    payload.db.drizzle.execute<OrderRowRecord>(
      sql`select ${orderRowColumns} from orders o where ${where} order by ${orderBy(sorts, query.sort)}
        limit ${query.limit} offset ${offsetOf(query.page, query.limit)}`,
    ),
    payload.db.drizzle.execute<{ total: number }>(sql`select count(*)::int as total from orders o where ${where}`),
  ])
  return paged(rows.rows.map(toOrderRow), Number(count.rows[0]?.total ?? 0), query.page, query.limit)
}
