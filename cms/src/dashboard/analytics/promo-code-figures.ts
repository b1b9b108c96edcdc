/**
 * A named report kept in SQL: the promo codes' figures are one grouping over the paid orders,
 * shared as is by the analytics tab and its CSV export.
 */
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import type { Analytics } from '@shop/domain/dashboard'

import { paidOrder } from '../overview/overview.ts'
import { periodStart } from '../overview/period.ts'

/**
 * Per promo code, over the paid, not refunded orders of the last `days` days of Paris: its uses,
 * what those orders paid (less refunds of partial withdrawals) and what the code took off, the
 * most used first. The analytics tab and its CSV read the same rows.
 */
export function promoCodeFiguresQuery(days: number): SQL {
  return sql`select pc.code, count(*)::int as uses,
      sum(o.total_cents - coalesce(o.payment_partly_refunded_cents, 0))::bigint as revenue_cents,
      sum(o.discount_cents)::bigint as discount_cents
    from orders o join promo_codes pc on pc.id = o.promo_code_id
    where o.created_at >= ${periodStart(days)} and ${paidOrder}
    group by pc.code order by uses desc, pc.code`
}

type FigureRow = { code: string; uses: number; revenue_cents: string | number; discount_cents: string | number }

export async function promoCodeFigures(payload: Payload, days: number): Promise<Analytics['promoCodes']> {
  const { rows } = await payload.db.drizzle.execute<FigureRow>(promoCodeFiguresQuery(days))
  return rows.map((row) => ({
    code: row.code,
    uses: Number(row.uses),
    revenueCents: Number(row.revenue_cents),
    discountCents: Number(row.discount_cents),
  }))
}
