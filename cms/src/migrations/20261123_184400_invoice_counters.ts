import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * One counter row per calendar year of Paris for invoice and credit note numbers `FA-YYYY-NNNNNN`
 * (invoices/issue-invoice.ts): incremented by an upsert inside the transaction that writes the
 * invoice, so that a rolled-back invoice gives its number back (no gap) and none is used twice.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE invoice_counters (
      year integer PRIMARY KEY,
      last integer NOT NULL CHECK (last BETWEEN 1 AND 999999)
    );
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE invoice_counters;`)
}
