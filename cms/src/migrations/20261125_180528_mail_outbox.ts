import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'send-email' BEFORE 'payment-reconciliation';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'send-email' BEFORE 'payment-reconciliation';
  ALTER TABLE "payload_jobs" ADD COLUMN "resend_of_id" integer;
  ALTER TABLE "payload_jobs" ADD CONSTRAINT "payload_jobs_resend_of_id_payload_jobs_id_fk" FOREIGN KEY ("resend_of_id") REFERENCES "public"."payload_jobs"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payload_jobs_resend_of_idx" ON "payload_jobs" USING btree ("resend_of_id");`)
  // A newsletter delivery names its e-mail's job, whose outcome the campaign counts (newsletter/send-campaigns.ts).
  await db.execute(sql`
    ALTER TABLE shop_newsletter_deliveries ADD COLUMN job_id integer REFERENCES payload_jobs (id) ON DELETE SET NULL;
    CREATE INDEX shop_newsletter_deliveries_job_idx ON shop_newsletter_deliveries (job_id);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE shop_newsletter_deliveries DROP COLUMN IF EXISTS job_id;`)
  await db.execute(sql`
   ALTER TABLE "payload_jobs" DROP CONSTRAINT "payload_jobs_resend_of_id_payload_jobs_id_fk";
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'send-email';
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'send-email';
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'payment-reconciliation', 'submission-purge', 'customer-photo-purge', 'newsletter-send', 'job-history-purge', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'payment-reconciliation', 'submission-purge', 'customer-photo-purge', 'newsletter-send', 'job-history-purge', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_jobs_resend_of_idx";
  ALTER TABLE "payload_jobs" DROP COLUMN "resend_of_id";`)
}
