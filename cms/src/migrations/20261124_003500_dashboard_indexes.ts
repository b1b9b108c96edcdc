import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The dashboard's reads over many orders (cms/src/dashboard): its totals and daily figures read an
 * index that holds what they sum (an index-only scan instead of the whole table), and its search
 * box finds a fragment of a number, an e-mail or a name through trigrams instead of scanning.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX orders_dashboard_totals_idx ON orders (created_at, status) INCLUDE (total_cents, payment_paid_at);
    CREATE INDEX orders_dashboard_search_idx ON orders USING gin (order_number gin_trgm_ops, email gin_trgm_ops, name gin_trgm_ops);
    CREATE INDEX tickets_dashboard_search_idx ON tickets USING gin (reference gin_trgm_ops, email gin_trgm_ops, name gin_trgm_ops);
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS tickets_dashboard_search_idx;
    DROP INDEX IF EXISTS orders_dashboard_search_idx;
    DROP INDEX IF EXISTS orders_dashboard_totals_idx;
  `)
}
