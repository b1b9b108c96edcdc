import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "customers" ADD COLUMN "erasure_token_hash" varchar;
  ALTER TABLE "customers" ADD COLUMN "erasure_expires_at" timestamp(3) with time zone;
  CREATE UNIQUE INDEX "customers_erasure_token_hash_idx" ON "customers" USING btree ("erasure_token_hash");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "customers_erasure_token_hash_idx";
  ALTER TABLE "customers" DROP COLUMN "erasure_token_hash";
  ALTER TABLE "customers" DROP COLUMN "erasure_expires_at";`)
}
