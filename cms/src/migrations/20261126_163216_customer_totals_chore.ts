import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** The hourly chore that recounts the customers' noted totals (cms/src/jobs/chores.ts), which logs how many. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'customer-totals' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'customer-totals' BEFORE 'schedulePublish';
  DROP FUNCTION shop_refresh_stale_customer_order_totals();
  CREATE FUNCTION shop_refresh_stale_customer_order_totals() RETURNS int LANGUAGE plpgsql AS $$
  DECLARE addresses text[];
  BEGIN
    -- One reader at a time: two could otherwise each take some notes, and the later recount land first.
    PERFORM pg_advisory_xact_lock(hashtext('customer_order_totals_stale'));
    WITH stale AS (DELETE FROM customer_order_totals_stale RETURNING email)
      SELECT array_agg(DISTINCT email) INTO addresses FROM stale;
    IF addresses IS NULL THEN RETURN 0; END IF;
    PERFORM shop_refresh_customer_order_totals(addresses);
    RETURN cardinality(addresses);
  END $$;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP FUNCTION shop_refresh_stale_customer_order_totals();
  CREATE FUNCTION shop_refresh_stale_customer_order_totals() RETURNS void LANGUAGE plpgsql AS $$
  DECLARE addresses text[];
  BEGIN
    PERFORM pg_advisory_xact_lock(hashtext('customer_order_totals_stale'));
    WITH stale AS (DELETE FROM customer_order_totals_stale RETURNING email)
      SELECT array_agg(DISTINCT email) INTO addresses FROM stale;
    IF addresses IS NOT NULL THEN PERFORM shop_refresh_customer_order_totals(addresses); END IF;
  END $$;
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'customer-totals';
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'customer-totals';
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-email', 'payment-reconciliation', 'submission-purge', 'customer-photo-purge', 'newsletter-send', 'job-history-purge', 'satisfaction-request', 'inactive-accounts', 'sale-prices', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-email', 'payment-reconciliation', 'submission-purge', 'customer-photo-purge', 'newsletter-send', 'job-history-purge', 'satisfaction-request', 'inactive-accounts', 'sale-prices', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
