import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import type { CustomersQuery, CustomerStatus, DashboardCustomerRow } from '@shop/domain/dashboard'

import { iso, orderRowColumns, toOrderRow, type OrderRowRecord } from './orders-list.ts'
import { ticketRowColumns, toTicketRow, type TicketRowRecord } from './tickets-list.ts'
import { allOf, containsPattern, offsetOf, orderBy, paged } from './sql-fragments.ts'

const sorts: Record<CustomersQuery['sort'], string> = {
  '-lastOrder': 'last_order_at desc nulls last, email',
  lastOrder: 'last_order_at asc nulls last, email',
  '-spent': 'spent_cents desc, email',
  spent: 'spent_cents asc, email',
  '-orders': 'orders desc, email',
  orders: 'orders asc, email',
  name: 'lower(name), email',
}

/**
 * A customer is an e-mail address: an account one can sign in to (with or without orders), or a
 * guest who ordered without one (the checkout's client record has no password). Spent counts
 * paid orders not refunded, less what refunds of withdrawals from part of them gave back. The
 * orders' totals per address are kept in a table, not grouped on each request: the orders
 * table's triggers note the addresses a write changes, and reading the tab recounts those first
 * (`refreshCustomerTotals`, migration 20261126_150000_customer_order_totals_on_read), as does an
 * hourly chore (cms/src/jobs/chores.ts).
 *
 * The addresses with orders and the accounts without any are two parts, each read in the page's
 * order and cut at the page's end before they are merged: the first part's latest orders come
 * straight from an index (migration 20261128_230100), where one full join of both sorted every
 * address on each page (8 ms at 20,000 addresses, p99 123 ms for ten administrators at once).
 */
const status = sql`case when c.anonymised_at is not null then 'deleted'
    when c.password_hash is not null or c.google_subject is not null then 'active' else 'guest' end as status`
const accountName = sql`nullif(trim(concat_ws(' ', c.first_name, c.last_name)), '')`

const withOrders = sql`(
  select p.email, coalesce(${accountName}, p.order_name, split_part(p.email, '@', 1)) as name,
    coalesce(c.phone, p.order_phone) as phone, c.id as customer_id, ${status}, p.orders, p.spent_cents, p.last_order_at
  from customer_order_totals p left join customers c on lower(c.email) = p.email
) people`

const withoutOrders = sql`(
  select lower(c.email) as email, coalesce(${accountName}, split_part(lower(c.email), '@', 1)) as name, c.phone,
    c.id as customer_id, ${status}, 0 as orders, 0::numeric as spent_cents, null::timestamptz as last_order_at
  from customers c where not exists (select 1 from customer_order_totals p where p.email = lower(c.email))
) people`

const people = sql`(select * from ${withOrders} union all select * from ${withoutOrders}) people`

/** Recounts the totals of the addresses order writes noted since the last recount; answers how many. */
export async function refreshCustomerTotals(payload: Payload): Promise<number> {
  const { rows } = await payload.db.drizzle.execute<{ addresses: number }>(
    sql`select shop_refresh_stale_customer_order_totals() as addresses`,
  )
  return Number(rows[0]?.addresses ?? 0)
}

type Filters = Pick<CustomersQuery, 'q' | 'status'> & { email?: string }

function customerFilters({ q, status, email }: Filters): SQL {
  const pattern = q ? containsPattern(q) : undefined
  return allOf([
    status ? sql`status = ${status}` : undefined,
    email ? sql`email = ${email.toLowerCase()}` : undefined,
    pattern ? sql`(email ilike ${pattern} or name ilike ${pattern} or phone ilike ${pattern})` : undefined,
  ])
}

type CustomerRecord = {
  email: string
  name: string
  phone: string | null
  customer_id: number | null
  status: CustomerStatus
  orders: number
  spent_cents: string | number
  last_order_at: Date | string | null
}

function toCustomerRow(row: CustomerRecord): DashboardCustomerRow {
  return {
    email: row.email,
    name: row.name,
    phone: row.phone,
    customerId: row.customer_id === null ? null : Number(row.customer_id),
    status: row.status,
    orders: Number(row.orders),
    spentCents: Number(row.spent_cents),
    lastOrderAt: iso(row.last_order_at),
  }
}

export function customersQuery(query: Omit<CustomersQuery, 'page' | 'limit'>): SQL {
  return sql`select * from ${people} where ${customerFilters(query)} order by ${orderBy(sorts, query.sort)}`
}

/** Unfiltered, the count needs no customer's columns: the totals table's own rows, and the accounts without orders. */
const countAll = sql`select (select count(*) from customer_order_totals)
  + (select count(*) from customers c where not exists (select 1 from customer_order_totals p where p.email = lower(c.email))) as total`

export async function listCustomers(payload: Payload, query: CustomersQuery) {
  await refreshCustomerTotals(payload)
  const where = customerFilters(query)
  const order = orderBy(sorts, query.sort)
  const offset = offsetOf(query.page, query.limit)
  const upToPage = (part: SQL) => sql`(select * from ${part} where ${where} order by ${order} limit ${offset + query.limit})`
  const filtered = Boolean(query.q || query.status)
  const [rows, count] = await Promise.all([
    payload.db.drizzle.execute<CustomerRecord>(
      sql`select * from (${upToPage(withOrders)} union all ${upToPage(withoutOrders)}) people
        order by ${order} limit ${query.limit} offset ${offset}`,
    ),
    payload.db.drizzle.execute<{ total: number }>(filtered ? sql`select count(*) as total from ${people} where ${where}` : countAll),
  ])
  return paged(rows.rows.map(toCustomerRow), Number(count.rows[0]?.total ?? 0), query.page, query.limit)
}

/** One customer with their last 100 orders (by address or account) and tickets. */
export async function customerWithHistory(payload: Payload, email: string) {
  const db = payload.db.drizzle
  await refreshCustomerTotals(payload)
  const { rows } = await db.execute<CustomerRecord>(sql`select * from ${people} where ${customerFilters({ email })} limit 1`)
  if (!rows[0]) return null
  const customer = toCustomerRow(rows[0])
  const key = customer.email.toLowerCase()
  const [orders, tickets] = await Promise.all([
    db.execute<OrderRowRecord>(
      sql`select ${orderRowColumns} from orders o where lower(o.email) = ${key} or o.customer_id = ${customer.customerId}
        order by o.created_at desc limit 100`,
    ),
    db.execute<TicketRowRecord>(
      sql`select ${ticketRowColumns} from tickets t where lower(t.email) = ${key} order by t.created_at desc limit 100`,
    ),
  ])
  return { customer, orders: orders.rows.map(toOrderRow), tickets: tickets.rows.map(toTicketRow) }
}
