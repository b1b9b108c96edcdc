import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import type { DashboardTicketRow, TicketsQuery } from '@shop/domain/dashboard'
import { ticketSourceLabels, type TicketPriority, type TicketSource, type TicketStatus } from '@shop/domain/tickets'

import { iso } from './orders-list.ts'
import { allOf, containsPattern, offsetOf, orderBy, paged } from './sql-fragments.ts'

const priorityRank = `case t.priority when 'urgent' then 4 when 'high' then 3 when 'medium' then 2 else 1 end`

const sorts: Record<TicketsQuery['sort'], string> = {
  '-createdAt': 't.created_at desc, t.id desc',
  createdAt: 't.created_at asc, t.id asc',
  '-priority': `${priorityRank} desc, t.created_at desc`,
  priority: `${priorityRank} asc, t.created_at desc`,
  '-updatedAt': 't.updated_at desc, t.id desc',
}

type Filters = Pick<TicketsQuery, 'q' | 'status' | 'priority' | 'source'>

function ticketFilters({ q, status, priority, source }: Filters): SQL {
  const pattern = q ? containsPattern(q) : undefined
  return allOf([
    status ? sql`t.status = ${status}` : undefined,
    priority ? sql`t.priority = ${priority}` : undefined,
    source ? sql`t.source = ${source}` : undefined,
    pattern
      ? sql`(t.reference ilike ${pattern} or t.email ilike ${pattern} or t.name ilike ${pattern} or t.order_number ilike ${pattern} or t.subject ilike ${pattern})`
      : undefined,
  ])
}

export const ticketRowColumns = sql`t.id, t.reference, t.created_at, t.updated_at, t.name, t.email, t.subject, t.source, t.category, t.priority, t.status`

export type TicketRowRecord = {
  id: number
  reference: string
  created_at: Date | string
  updated_at: Date | string
  name: string
  email: string
  subject: string | null
  source: TicketSource
  category: string | null
  priority: TicketPriority
  status: TicketStatus
}

export function toTicketRow(row: TicketRowRecord): DashboardTicketRow {
  return {
    id: Number(row.id),
    reference: row.reference,
    createdAt: iso(row.created_at) as string,
    updatedAt: iso(row.updated_at) as string,
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

export function ticketsQuery(query: Omit<TicketsQuery, 'page' | 'limit'>): SQL {
  return sql`select ${ticketRowColumns}, t.phone, t.order_number, t.message, t.first_response_at
    from tickets t where ${ticketFilters(query)} order by ${orderBy(sorts, query.sort)}`
}

export async function listTickets(payload: Payload, query: TicketsQuery) {
  const where = ticketFilters(query)
  const [rows, count] = await Promise.all([
    payload.db.drizzle.execute<TicketRowRecord>(
      sql`select ${ticketRowColumns} from tickets t where ${where} order by ${orderBy(sorts, query.sort)}
        limit ${query.limit} offset ${offsetOf(query.page, query.limit)}`,
    ),
    payload.db.drizzle.execute<{ total: number }>(sql`select count(*)::int as total from tickets t where ${where}`),
  ])
  return paged(rows.rows.map(toTicketRow), Number(count.rows[0]?.total ?? 0), query.page, query.limit)
}
