/**
 * A named report kept in SQL: every figure of the analytics tab is an aggregate (sums and counts
 * per day, page, term or model), read most plainly as the statement PostgreSQL runs.
 */
import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import type { Analytics } from '@shop/domain/dashboard'

import { paidOrder } from '../overview/overview.ts'
import { lastDays, periodStart } from '../overview/period.ts'
import { promoCodeFigures } from './promo-code-figures.ts'

/** Product pages of models: /telephones/<slug> (the other categories choose models in dialogs). */
const modelPagePrefix = { telephone: '/telephones/' } as Record<string, string>

/**
 * The analytics tab over the last `days` days of Paris: the first-party counter's page views and
 * visits, paid orders per visit, searched terms (and those that found nothing), and the models
 * sold most with their page views, the promo codes used.
 */
export async function analyticsReport(payload: Payload, days: number): Promise<Analytics> {
  const db = payload.db.drizzle
  const period = lastDays(days)
  const first = period[0] as string
  const [views, topPages, searches, withoutResult, orders, models, promoCodes] = await Promise.all([
    db.execute<{ day: string; views: number; visits: number }>(sql`
      select day, sum(views)::int as views, sum(visits)::int as visits from page_view_counts where day >= ${first} group by day`),
    db.execute<{ path: string; views: number }>(sql`
      select path, sum(views)::int as views from page_view_counts where day >= ${first}
      group by path order by views desc, path limit 10`),
    db.execute<{ term: string; searches: number; without_result: number }>(sql`
      select term, sum(searches)::int as searches, sum(without_result)::int as without_result from search_term_counts
      where day >= ${first} group by term order by searches desc, term limit 15`),
    db.execute<{ term: string; searches: number }>(sql`
      select term, sum(without_result)::int as searches from search_term_counts
      where day >= ${first} group by term having sum(without_result) > 0 order by searches desc, term limit 15`),
    db.execute<{ paid: number }>(
      sql`select count(*)::int as paid from orders o where o.created_at >= ${periodStart(days)} and ${paidOrder}`,
    ),
    db.execute<{ category: string; product_id: string; name: string; quantity: number }>(sql`
      select l.category, l.product_id, min(l.product_name) as name, sum(l.quantity)::int as quantity
      from orders o join orders_lines l on l._parent_id = o.id
      where o.created_at >= ${periodStart(days)} and ${paidOrder}
      group by l.category, l.product_id order by quantity desc, l.product_id limit 10`),
    promoCodeFigures(payload, days),
  ])
  const viewsOf = new Map(
    (
      await db.execute<{ path: string; views: number }>(sql`
        select path, sum(views)::int as views from page_view_counts where day >= ${first} and path like '/telephones/%' group by path`)
    ).rows.map((row) => [row.path, Number(row.views)]),
  )
  const byDay = new Map(views.rows.map((row) => [row.day, row]))
  const pageViews = views.rows.reduce((sum, row) => sum + Number(row.views), 0)
  const visits = views.rows.reduce((sum, row) => sum + Number(row.visits), 0)
  const paidOrders = Number(orders.rows[0]?.paid ?? 0)
  return {
    success: true,
    days,
    pageViews,
    visits,
    paidOrders,
    conversionRate: visits === 0 ? null : paidOrders / visits,
    perDay: period.map((day) => ({ day, views: Number(byDay.get(day)?.views ?? 0), visits: Number(byDay.get(day)?.visits ?? 0) })),
    topPages: topPages.rows.map((row) => ({ path: row.path, views: Number(row.views) })),
    searches: searches.rows.map((row) => ({ term: row.term, searches: Number(row.searches), withoutResult: Number(row.without_result) })),
    searchesWithoutResult: withoutResult.rows.map((row) => ({ term: row.term, searches: Number(row.searches) })),
    topModels: models.rows.map((row) => {
      const prefix = modelPagePrefix[row.category]
      return {
        category: row.category,
        productId: row.product_id,
        name: row.name,
        quantity: Number(row.quantity),
        views: prefix ? (viewsOf.get(`${prefix}${row.product_id}`) ?? 0) : 0,
      }
    }),
    promoCodes,
  }
}
