import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Verified reviews (cms/src/satisfaction, cms/src/catalogue-reads/public-reviews.ts): the customer's consent to publish a rating, and staff's
 * removal with its reason and date, on the order that was rated; the chore that retires reviews
 * past their retention. The invented social proof goes: the testimonials of the category pages,
 * the "satisfied customers" figure of the site settings, and the /about step that quoted it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'review-retention' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'review-retention' BEFORE 'schedulePublish';
  CREATE TYPE "public"."enum_orders_satisfaction_removal_reason" AS ENUM('offensive', 'personal-data', 'unrelated', 'advertising');
  ALTER TABLE "orders" ADD COLUMN "satisfaction_published" boolean DEFAULT false;
  ALTER TABLE "orders" ADD COLUMN "satisfaction_removed_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "satisfaction_removal_reason" "public"."enum_orders_satisfaction_removal_reason";
  -- The public read (cms/src/catalogue-reads/public-reviews.ts) walks the published reviews alone, newest first.
  CREATE INDEX "orders_reviews_published_idx" ON "orders" ("satisfaction_rated_at" DESC) INCLUDE ("satisfaction_rating")
    WHERE "satisfaction_published" AND "satisfaction_removed_at" IS NULL AND "satisfaction_rated_at" IS NOT NULL;

  DROP TABLE "category_pages_phones_testimonials" CASCADE;
  DROP TABLE "_category_pages_v_version_phones_testimonials" CASCADE;
  ALTER TABLE "category_pages" DROP COLUMN "phones_testimonials_title";
  ALTER TABLE "_category_pages_v" DROP COLUMN "version_phones_testimonials_title";
  ALTER TABLE "site_settings" DROP COLUMN "claims_satisfied_customers";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_claims_satisfied_customers";
  UPDATE "about_page_journey" SET "title" = 'Tous vos écrans protégés' WHERE "title" ~* '^plus de .* clients';
  UPDATE "_about_page_v_version_journey" SET "title" = 'Tous vos écrans protégés' WHERE "title" ~* '^plus de .* clients';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "site_settings" ADD COLUMN "claims_satisfied_customers" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_claims_satisfied_customers" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "category_pages" ADD COLUMN "phones_testimonials_title" varchar;
  ALTER TABLE "_category_pages_v" ADD COLUMN "version_phones_testimonials_title" varchar;
  CREATE TABLE "category_pages_phones_testimonials" (
    "_order" integer NOT NULL,
    "_parent_id" integer NOT NULL REFERENCES "public"."category_pages"("id") ON DELETE cascade,
    "id" varchar PRIMARY KEY NOT NULL,
    "name" varchar,
    "city" varchar,
    "device" varchar,
    "rating" numeric DEFAULT 5,
    "text" varchar
  );
  CREATE TABLE "_category_pages_v_version_phones_testimonials" (
    "_order" integer NOT NULL,
    "_parent_id" integer NOT NULL REFERENCES "public"."_category_pages_v"("id") ON DELETE cascade,
    "id" serial PRIMARY KEY NOT NULL,
    "name" varchar,
    "city" varchar,
    "device" varchar,
    "rating" numeric DEFAULT 5,
    "text" varchar,
    "_uuid" varchar
  );
  CREATE INDEX "category_pages_phones_testimonials_order_idx" ON "category_pages_phones_testimonials" USING btree ("_order");
  CREATE INDEX "category_pages_phones_testimonials_parent_id_idx" ON "category_pages_phones_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_category_pages_v_version_phones_testimonials_order_idx" ON "_category_pages_v_version_phones_testimonials" USING btree ("_order");
  CREATE INDEX "_category_pages_v_version_phones_testimonials_parent_id_idx" ON "_category_pages_v_version_phones_testimonials" USING btree ("_parent_id");

  DROP INDEX IF EXISTS "orders_reviews_published_idx";
  ALTER TABLE "orders" DROP COLUMN "satisfaction_removal_reason";
  ALTER TABLE "orders" DROP COLUMN "satisfaction_removed_at";
  ALTER TABLE "orders" DROP COLUMN "satisfaction_published";
  DROP TYPE "public"."enum_orders_satisfaction_removal_reason";

  DELETE FROM "payload_jobs" WHERE "task_slug" = 'review-retention';
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'review-retention';
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-email', 'payment-reconciliation', 'submission-purge', 'customer-photo-purge', 'newsletter-send', 'job-history-purge', 'satisfaction-request', 'inactive-accounts', 'sale-prices', 'customer-totals', 'attempt-purge', 'backup', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-email', 'payment-reconciliation', 'submission-purge', 'customer-photo-purge', 'newsletter-send', 'job-history-purge', 'satisfaction-request', 'inactive-accounts', 'sale-prices', 'customer-totals', 'attempt-purge', 'backup', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
