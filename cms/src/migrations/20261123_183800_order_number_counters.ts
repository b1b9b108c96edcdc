import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * One counter row per day of Paris for order numbers `MBP-DDMMYYYY-NNNN` (orders/order-numbers.ts):
 * incremented by an atomic upsert, so that concurrent checkouts never share a number.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE order_number_counters (
      day date PRIMARY KEY,
      last integer NOT NULL CHECK (last BETWEEN 1 AND 9999)
    );
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE order_number_counters;`)
}
