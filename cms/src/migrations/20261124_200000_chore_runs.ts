import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * When each shared chore (payment reconciliation, purges, scheduled publication) last started:
 * the instance that moves it forward takes the period (lib/background-task.ts), so that however
 * many instances run, a chore runs once a period.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS shop_chore_runs (
      chore text PRIMARY KEY,
      started_at timestamptz NOT NULL
    );
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS shop_chore_runs;`)
}
