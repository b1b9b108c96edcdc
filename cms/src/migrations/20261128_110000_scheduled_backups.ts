import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The scheduled backup chore (cms/src/backup/scheduled-backup.ts) and the record of every backup
 * taken (by it or by `npm run backup`), in the database rather than on one instance's disk: each
 * instance's dashboard overview reads the last one.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'backup' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'backup' BEFORE 'schedulePublish';
  CREATE TABLE "backups" (
    "id" serial PRIMARY KEY,
    "archive" text NOT NULL,
    "size_bytes" bigint NOT NULL,
    "created_at" timestamp(3) with time zone NOT NULL
  );
  CREATE INDEX "backups_created_at_idx" ON "backups" USING btree ("created_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE "backups";
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'backup';
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'backup';
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-email', 'payment-reconciliation', 'submission-purge', 'customer-photo-purge', 'newsletter-send', 'job-history-purge', 'satisfaction-request', 'inactive-accounts', 'sale-prices', 'customer-totals', 'attempt-purge', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-email', 'payment-reconciliation', 'submission-purge', 'customer-photo-purge', 'newsletter-send', 'job-history-purge', 'satisfaction-request', 'inactive-accounts', 'sale-prices', 'customer-totals', 'attempt-purge', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
