import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The attempt limits' lookup (scope, key, newest first) on one index instead of two single-column
 * ones, and the chore that deletes attempts out of their window (cms/src/jobs/chores.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'attempt-purge' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'attempt-purge' BEFORE 'schedulePublish';
  DROP INDEX "auth_attempts_scope_idx";
  DROP INDEX "auth_attempts_key_idx";
  CREATE INDEX "scope_key_createdAt_idx" ON "auth_attempts" USING btree ("scope","key","created_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'attempt-purge';
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'attempt-purge';
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-email', 'payment-reconciliation', 'submission-purge', 'customer-photo-purge', 'newsletter-send', 'job-history-purge', 'satisfaction-request', 'inactive-accounts', 'sale-prices', 'customer-totals', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-email', 'payment-reconciliation', 'submission-purge', 'customer-photo-purge', 'newsletter-send', 'job-history-purge', 'satisfaction-request', 'inactive-accounts', 'sale-prices', 'customer-totals', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "scope_key_createdAt_idx";
  CREATE INDEX "auth_attempts_scope_idx" ON "auth_attempts" USING btree ("scope");
  CREATE INDEX "auth_attempts_key_idx" ON "auth_attempts" USING btree ("key");`)
}
