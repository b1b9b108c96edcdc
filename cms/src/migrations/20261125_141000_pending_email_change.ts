import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "customers" ADD COLUMN "pending_email" varchar;
  ALTER TABLE "customers" ADD COLUMN "pending_email_token_hash" varchar;
  ALTER TABLE "customers" ADD COLUMN "pending_email_cancel_token_hash" varchar;
  ALTER TABLE "customers" ADD COLUMN "pending_email_expires_at" timestamp(3) with time zone;
  CREATE UNIQUE INDEX "customers_pending_email_token_hash_idx" ON "customers" USING btree ("pending_email_token_hash");
  CREATE UNIQUE INDEX "customers_pending_email_cancel_token_hash_idx" ON "customers" USING btree ("pending_email_cancel_token_hash");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "customers_pending_email_token_hash_idx";
  DROP INDEX "customers_pending_email_cancel_token_hash_idx";
  ALTER TABLE "customers" DROP COLUMN "pending_email";
  ALTER TABLE "customers" DROP COLUMN "pending_email_token_hash";
  ALTER TABLE "customers" DROP COLUMN "pending_email_cancel_token_hash";
  ALTER TABLE "customers" DROP COLUMN "pending_email_expires_at";`)
}
