/**
 * A named report kept in SQL: the overview's figures are aggregates (counts, sums and averages
 * with filters, per day and category), read most plainly as the statements PostgreSQL runs.
 */
import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { backupWarning, type Overview } from '@shop/domain/dashboard'

import { env } from '../../lib/env.ts'
import { newestOrders } from '../lists/orders-list.ts'
import { newestTickets } from '../lists/tickets-list.ts'
import { parisDay } from '../lists/sql-fragments.ts'
import { afterSalesLists } from './after-sales-lists.ts'
import { lastDays, periodStart } from './period.ts'

/** An order that brought money in: paid and not refunded. */
export const paidOrder = sql`o.payment_paid_at is not null and o.status <> 'refunded'`

const chartDays = 30

/**
 * The overview tab, every figure straight from the orders and tickets tables (one statement per
 * figure, run side by side): totals over all time, charts, the top product and the customers'
 * ratings over the last 30 days of Paris; and the last backup, recorded by whichever instance or
 * command took it.
 */
export async function overview(payload: Payload): Promise<Overview> {
  const db = payload.db.drizzle
  const since = periodStart(chartDays)
  const [orders, tickets, top, perDay, categories, latestOrders, latestTickets, ratings, refunds, backups, afterSales] = await Promise.all([
    db.execute<{ total: number; pending: number; revenue: string }>(sql`
      select count(*)::int as total, count(*) filter (where o.status = 'pending')::int as pending,
        coalesce(sum(o.total_cents) filter (where ${paidOrder}), 0)::bigint as revenue
      from orders o`),
    db.execute<{ open: number; resolved: number; minutes: string | null }>(sql`
      select count(*) filter (where status in ('open', 'in-progress'))::int as open,
        count(*) filter (where status in ('resolved', 'closed'))::int as resolved,
        avg(extract(epoch from first_response_at - created_at) / 60) filter (where first_response_at is not null) as minutes
      from tickets`),
    db.execute<{ name: string; quantity: number }>(sql`
      select l.product_name as name, sum(l.quantity)::int as quantity
      from orders o join orders_lines l on l._parent_id = o.id
      where o.created_at >= ${since} and ${paidOrder}
      group by l.product_name order by quantity desc, name limit 1`),
    db.execute<{ day: string; orders: number; revenue: string }>(sql`
      select ${parisDay(sql`o.created_at`)} as day, count(*)::int as orders,
        coalesce(sum(o.total_cents) filter (where ${paidOrder}), 0)::bigint as revenue
      from orders o where o.created_at >= ${since} group by day`),
    db.execute<{ category: string; quantity: number; revenue: string }>(sql`
      select l.category, sum(l.quantity)::int as quantity, sum(l.total_cents)::bigint as revenue
      from orders o join orders_lines l on l._parent_id = o.id
      where o.created_at >= ${since} and ${paidOrder}
      group by l.category order by revenue desc, l.category`),
    newestOrders(payload, 5),
    newestTickets(payload, 5),
    // Read from orders_satisfaction_rated_idx alone (migration 20261125_204005_satisfaction).
    db.execute<{ average: string | null; count: number }>(sql`
      select round(avg(o.satisfaction_rating), 1)::text as average, count(*)::int as count
      from orders o where o.satisfaction_rated_at >= ${since}`),
    // What withdrawals from part of an order gave back (dashboard/tickets/refund-withdrawal.ts):
    // few rows, found from the refunded tickets.
    db.execute<{ day: string; category: string | null; refunded: string }>(sql`
      select ${parisDay(sql`o.created_at`)} as day, l.category, sum(w.refund_cents)::bigint as refunded
      from tickets t
      join tickets_withdrawn_lines w on w._parent_id = t.id
      join orders o on o.id = t.order_id
      left join orders_lines l on l.id = w.line_id and l._parent_id = o.id
      where t.withdrawal_refunded_at is not null and ${paidOrder}
      group by day, l.category`),
    db.execute<{ at: Date | string; bytes: string }>(sql`
      select created_at as at, size_bytes::text as bytes from backups order by created_at desc, id desc limit 1`),
    afterSalesLists(payload),
  ])
  const totals = orders.rows[0]
  const support = tickets.rows[0]
  const rated = ratings.rows[0]
  const lastBackup = backups.rows[0] ? { at: new Date(backups.rows[0].at), bytes: Number(backups.rows[0].bytes) } : null
  const backupsScheduled = env().BACKUP_DIR !== undefined
  const byDay = new Map(perDay.rows.map((row) => [row.day, row]))
  const recentDays = new Set(lastDays(chartDays))
  const refunded = refunds.rows.map((row) => ({ ...row, cents: Number(row.refunded) }))
  const refundedWhere = (keep: (row: (typeof refunded)[number]) => boolean) =>
    refunded.filter(keep).reduce((sum, row) => sum + row.cents, 0)
  return {
    success: true,
    orders: { total: totals?.total ?? 0, pending: totals?.pending ?? 0 },
    revenueCents: Number(totals?.revenue ?? 0) - refundedWhere(() => true),
    tickets: { open: support?.open ?? 0, resolved: support?.resolved ?? 0 },
    averageFirstResponseMinutes: support?.minutes == null ? null : Math.round(Number(support.minutes)),
    topProduct: top.rows[0] ? { name: top.rows[0].name, quantity: Number(top.rows[0].quantity) } : null,
    satisfaction: { average: rated?.average == null ? null : Number(rated.average), count: rated?.count ?? 0 },
    latestOrders,
    latestTickets,
    perDay: lastDays(chartDays).map((day) => ({
      day,
      orders: byDay.get(day)?.orders ?? 0,
      revenueCents: Number(byDay.get(day)?.revenue ?? 0) - refundedWhere((row) => row.day === day),
    })),
    salesByCategory: categories.rows.map((row) => ({
      category: row.category,
      quantity: Number(row.quantity),
      revenueCents: Number(row.revenue) - refundedWhere((refund) => refund.category === row.category && recentDays.has(refund.day)),
    })),
    backups: {
      scheduled: backupsScheduled,
      last: lastBackup && { at: lastBackup.at.toISOString(), bytes: lastBackup.bytes },
      warning: backupWarning(backupsScheduled, lastBackup?.at ?? null),
    },
    afterSales,
  }
}
