import { and, asc, count, desc, eq, sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import { QueryBuilder } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'

import type { DashboardTicketRow, TicketsQuery } from '@shop/domain/dashboard'
import { ticketSourceLabels, type TicketSource } from '@shop/domain/tickets'

import { dbOf } from '../../database/db.ts'
import { tickets } from '../../database/payload-schema.ts'
import { iso } from './orders-list.ts'
import { containing, offsetOf, paged } from './sql-fragments.ts'

const priorityRank = sql`case ${tickets.priority} when 'urgent' then 4 when 'high' then 3 when 'medium' then 2 else 1 end`

const sorts: Record<TicketsQuery['sort'], SQL[]> = {
  '-createdAt': [desc(tickets.createdAt), desc(tickets.id)],
  createdAt: [asc(tickets.createdAt), asc(tickets.id)],
  '-priority': [desc(priorityRank), desc(tickets.createdAt)],
  priority: [asc(priorityRank), desc(tickets.createdAt)],
  '-updatedAt': [desc(tickets.updatedAt), desc(tickets.id)],
}

type Filters = Pick<TicketsQuery, 'q' | 'status' | 'priority' | 'source'>

function ticketFilters({ q, status, priority, source }: Filters): SQL | undefined {
  return and(
    status ? eq(tickets.status, status) : undefined,
    priority ? eq(tickets.priority, priority) : undefined,
    // The query's schema lets through the known sources only.
    source ? eq(tickets.source, source as TicketSource) : undefined,
    containing(q, [tickets.reference, tickets.email, tickets.name, tickets.orderNumber, tickets.subject]),
  )
}

export const ticketRowFields = {
  id: tickets.id,
  reference: tickets.reference,
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
  name: tickets.name,
  email: tickets.email,
  subject: tickets.subject,
  source: tickets.source,
  category: tickets.category,
  priority: tickets.priority,
  status: tickets.status,
}

type TicketRowRecord = Pick<typeof tickets.$inferSelect, keyof typeof ticketRowFields>

export function toTicketRow(row: TicketRowRecord): DashboardTicketRow {
  return {
    id: row.id,
    reference: row.reference,
    createdAt: iso(row.createdAt) as string,
    updatedAt: iso(row.updatedAt) as string,
    name: row.name,
    email: row.email,
    // Only the contact forms ask for a subject: the others are named by where they came from.
    subject: row.subject || ticketSourceLabels[row.source],
    source: row.source,
    category: row.category,
    priority: row.priority,
    status: row.status,
  }
}

/** The tickets tab's query without paging, for the export (its rows keyed by column name). */
export function ticketsQuery(query: Omit<TicketsQuery, 'page' | 'limit'>): SQL {
  return new QueryBuilder()
    .select({
      ...ticketRowFields,
      phone: tickets.phone,
      orderNumber: tickets.orderNumber,
      message: tickets.message,
      firstResponseAt: tickets.firstResponseAt,
    })
    .from(tickets)
    .where(ticketFilters(query))
    .orderBy(...sorts[query.sort])
    .getSQL()
}

/** The last tickets received, for the overview. */
export async function newestTickets(payload: Payload, count: number): Promise<DashboardTicketRow[]> {
  const db = await dbOf(payload)
  const rows = await db.select(ticketRowFields).from(tickets).orderBy(desc(tickets.createdAt), desc(tickets.id)).limit(count)
  return rows.map(toTicketRow)
}

export async function listTickets(payload: Payload, query: TicketsQuery) {
  const db = await dbOf(payload)
  const where = ticketFilters(query)
  const [rows, [counted]] = await Promise.all([
    db
      .select(ticketRowFields)
      .from(tickets)
      .where(where)
      .orderBy(...sorts[query.sort])
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db.select({ total: count() }).from(tickets).where(where),
  ])
  return paged(rows.map(toTicketRow), counted?.total ?? 0, query.page, query.limit)
}
