import { and, asc, count, desc, eq, notExists, or, sql, type Column, type SQL } from '@payloadcms/db-postgres/drizzle'
import { QueryBuilder } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'

import type { CustomersQuery, CustomerStatus, DashboardCustomerRow } from '@shop/domain/dashboard'

import { dbOf, type Db } from '../../database/db.ts'
import { customer_order_totals as totals } from '../../database/own-tables.ts'
import { customers, orders, tickets } from '../../database/payload-schema.ts'
import { iso, orderRowFields, toOrderRow } from './orders-list.ts'
import { ticketRowFields, toTicketRow } from './tickets-list.ts'
import { containing, offsetOf, paged } from './sql-fragments.ts'

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
const status = sql<CustomerStatus>`case when ${customers.anonymisedAt} is not null then 'deleted'
    when ${customers.passwordHash} is not null or ${customers.googleSubject} is not null then 'active' else 'guest' end`
const accountName = sql`nullif(trim(concat_ws(' ', ${customers.firstName}, ${customers.lastName})), '')`
const accountEmail = sql<string>`lower(${customers.email})`

const builder = new QueryBuilder()

/** The addresses with orders, named by their account if any, else by their latest order. */
const withOrders = () =>
  builder
    .select({
      email: totals.email,
      name: sql<string>`coalesce(${accountName}, ${totals.orderName}, split_part(${totals.email}, '@', 1))`.as('name'),
      phone: sql<string | null>`coalesce(${customers.phone}, ${totals.orderPhone})`.as('phone'),
      customerId: sql<number | null>`${customers.id}`.as('customer_id'),
      status: status.as('status'),
      orders: totals.orders,
      spentCents: totals.spentCents,
      lastOrderAt: totals.lastOrderAt,
    })
    .from(totals)
    .leftJoin(customers, eq(accountEmail, totals.email))

const withoutAnyOrder = notExists(
  builder
    .select({ one: sql`1` })
    .from(totals)
    .where(eq(totals.email, accountEmail)),
)

/** The accounts without any order. */
const withoutOrders = () =>
  builder
    .select({
      email: accountEmail.as('email'),
      name: sql<string>`coalesce(${accountName}, split_part(${accountEmail}, '@', 1))`.as('name'),
      phone: customers.phone,
      customerId: sql<number | null>`${customers.id}`.as('customer_id'),
      status: status.as('status'),
      orders: sql<number>`0`.as('orders'),
      spentCents: sql<number>`0::numeric`.as('spent_cents'),
      lastOrderAt: sql<string | null>`null::timestamptz`.as('last_order_at'),
    })
    .from(customers)
    .where(withoutAnyOrder)

/** A part, or both, as the table `people` the filters and sorts read. */
type People = Record<'email' | 'name' | 'phone' | 'status' | 'orders' | 'spentCents' | 'lastOrderAt', Column | SQL.Aliased>

const everyone = () => withOrders().unionAll(withoutOrders()).as('people')

const sorts: Record<CustomersQuery['sort'], (people: People) => SQL[]> = {
  '-lastOrder': (people) => [sql`${people.lastOrderAt} desc nulls last`, asc(people.email)],
  lastOrder: (people) => [sql`${people.lastOrderAt} asc nulls last`, asc(people.email)],
  '-spent': (people) => [desc(people.spentCents), asc(people.email)],
  spent: (people) => [asc(people.spentCents), asc(people.email)],
  '-orders': (people) => [desc(people.orders), asc(people.email)],
  orders: (people) => [asc(people.orders), asc(people.email)],
  name: (people) => [asc(sql`lower(${people.name})`), asc(people.email)],
}

/** Recounts the totals of the addresses order writes noted since the last recount; answers how many. */
export async function refreshCustomerTotals(payload: Payload): Promise<number> {
  const db = await dbOf(payload)
  const { rows } = await db.execute<{ addresses: number }>(sql`select shop_refresh_stale_customer_order_totals() as addresses`)
  return Number(rows[0]?.addresses ?? 0)
}

type Filters = Pick<CustomersQuery, 'q' | 'status'> & { email?: string }

/** The parts' fields are columns in one and expressions in the other: compared as SQL. */
const equals = (field: People[keyof People], value: string) => eq(sql`${field}`, value)

function customerFilters(people: People, { q, status, email }: Filters): SQL | undefined {
  return and(
    status ? equals(people.status, status) : undefined,
    email ? equals(people.email, email.toLowerCase()) : undefined,
    containing(q, [people.email, people.name, people.phone]),
  )
}

type CustomerRecord = {
  email: string
  name: string
  phone: string | null
  customerId: number | null
  status: CustomerStatus
  orders: number
  spentCents: number
  lastOrderAt: string | null
}

function toCustomerRow(row: CustomerRecord): DashboardCustomerRow {
  return { ...row, lastOrderAt: iso(row.lastOrderAt) }
}

/** The customers tab's query without paging, for the export (its rows keyed by column name). */
export function customersQuery(query: Omit<CustomersQuery, 'page' | 'limit'>): SQL {
  const people = everyone()
  return builder
    .select()
    .from(people)
    .where(customerFilters(people, query))
    .orderBy(...sorts[query.sort](people))
    .getSQL()
}

/** Unfiltered, the count needs no customer's columns: the totals table's own rows, and the accounts without orders. */
async function countAll(db: Db): Promise<number> {
  const withOrdersCount = builder.select({ count: count() }).from(totals)
  const withoutOrdersCount = builder.select({ count: count() }).from(customers).where(withoutAnyOrder)
  const { rows } = await db.execute<{ total: string }>(sql`select ${withOrdersCount} + ${withoutOrdersCount} as total`)
  return Number(rows[0]?.total ?? 0)
}

async function countFiltered(db: Db, filters: Filters): Promise<number> {
  const people = everyone()
  const [counted] = await db.select({ total: count() }).from(people).where(customerFilters(people, filters))
  return counted?.total ?? 0
}

export async function listCustomers(payload: Payload, query: CustomersQuery) {
  await refreshCustomerTotals(payload)
  const db = await dbOf(payload)
  const offset = offsetOf(query.page, query.limit)
  const upToPage = (part: ReturnType<typeof withOrders> | ReturnType<typeof withoutOrders>) => {
    const people = part.as('people')
    return builder
      .select()
      .from(people)
      .where(customerFilters(people, query))
      .orderBy(...sorts[query.sort](people))
      .limit(offset + query.limit)
  }
  const pages = upToPage(withOrders()).unionAll(upToPage(withoutOrders())).as('people')
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(pages)
      .orderBy(...sorts[query.sort](pages))
      .limit(query.limit)
      .offset(offset),
    query.q || query.status ? countFiltered(db, query) : countAll(db),
  ])
  return paged(rows.map(toCustomerRow), total, query.page, query.limit)
}

/** One customer with their last 100 orders (by address or account) and tickets. */
export async function customerWithHistory(payload: Payload, email: string) {
  await refreshCustomerTotals(payload)
  const db = await dbOf(payload)
  const people = everyone()
  const [found] = await db.select().from(people).where(customerFilters(people, { email })).limit(1)
  if (!found) return null
  const customer = toCustomerRow(found)
  const key = customer.email.toLowerCase()
  const [orderRows, ticketRows] = await Promise.all([
    db
      .select(orderRowFields)
      .from(orders)
      .where(or(eq(sql`lower(${orders.email})`, key), customer.customerId === null ? undefined : eq(orders.customer, customer.customerId)))
      .orderBy(desc(orders.createdAt))
      .limit(100),
    db
      .select(ticketRowFields)
      .from(tickets)
      .where(eq(sql`lower(${tickets.email})`, key))
      .orderBy(desc(tickets.createdAt))
      .limit(100),
  ])
  return { customer, orders: orderRows.map(toOrderRow), tickets: ticketRows.map(toTicketRow) }
}
