import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * A guest customer is named by their latest order; orders placed in the same millisecond (the
 * timestamps' precision) left which one to chance. The later id, taken later, now decides.
 * The body is 20261126_150000's otherwise: without a lock per address (a recount of thousands of
 * addresses ran out of PostgreSQL's lock table). This migration first restated 20261126_110000's
 * body, locks included; 20261127_060000 puts this one back where it ran so. What an order counts
 * for (`paidCents`) is its total here, less its partial refunds from 20261127_220352 on.
 */
export const refreshTotals = (latestFirst: string, paidCents = 'total_cents') => sql`
    CREATE OR REPLACE FUNCTION shop_refresh_customer_order_totals(addresses text[]) RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM customer_order_totals t
        WHERE t.email = ANY(addresses) AND NOT EXISTS (SELECT 1 FROM orders o WHERE lower(o.email) = t.email);
      INSERT INTO customer_order_totals
        SELECT lower(email), count(*)::int,
          coalesce(sum(${sql.raw(paidCents)}) FILTER (WHERE payment_paid_at IS NOT NULL AND status <> 'refunded'), 0),
          max(created_at), (array_agg(name ORDER BY ${sql.raw(latestFirst)}))[1], (array_agg(phone ORDER BY ${sql.raw(latestFirst)}))[1],
          max(customer_id)
        FROM orders WHERE lower(email) = ANY(addresses) GROUP BY lower(email)
      ON CONFLICT (email) DO UPDATE SET orders = excluded.orders, spent_cents = excluded.spent_cents,
        last_order_at = excluded.last_order_at, order_name = excluded.order_name, order_phone = excluded.order_phone,
        order_customer_id = excluded.order_customer_id;
    END $$;`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(refreshTotals('created_at DESC, id DESC'))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(refreshTotals('created_at DESC'))
}
