import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 26, the shop keeping what its pages promise: delivery modes as a collection (the delivery
 * page's hand-typed modes go), the payment methods setting, ticket replies by e-mail, the customers'
 * ratings and the chores that ask for them and erase inactive accounts, the guide's uploaded videos
 * and resources, no chat hours.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_delivery_modes_countries" AS ENUM('FR');
  CREATE TYPE "public"."enum_tickets_replies_author" AS ENUM('staff', 'customer');
  CREATE TYPE "public"."enum_site_settings_payment_methods" AS ENUM('card', 'apple_pay', 'google_pay', 'paypal', 'klarna');
  CREATE TYPE "public"."enum__site_settings_v_version_payment_methods" AS ENUM('card', 'apple_pay', 'google_pay', 'paypal', 'klarna');
  ALTER TYPE "public"."enum_tickets_source" ADD VALUE 'email';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'satisfaction-request' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'inactive-accounts' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'satisfaction-request' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'inactive-accounts' BEFORE 'schedulePublish';
  CREATE TABLE "delivery_modes_countries" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_delivery_modes_countries",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "delivery_modes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"code" varchar NOT NULL,
  	"price" numeric NOT NULL,
  	"min_days" numeric NOT NULL,
  	"max_days" numeric NOT NULL,
  	"description" varchar NOT NULL,
  	"active" boolean DEFAULT true,
  	"position" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_payment_methods" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_site_settings_payment_methods",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_version_payment_methods" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__site_settings_v_version_payment_methods",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "delivery_page_modes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_delivery_page_v_version_modes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "delivery_page_modes" CASCADE;
  DROP TABLE "_delivery_page_v_version_modes" CASCADE;
  ALTER TABLE "customers" ADD COLUMN "last_active_at" timestamp(3) with time zone;
  ALTER TABLE "customers" ADD COLUMN "inactivity_warned_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "delivery_mode_name" varchar;
  ALTER TABLE "orders" ADD COLUMN "delivery_earliest" varchar;
  ALTER TABLE "orders" ADD COLUMN "delivery_latest" varchar;
  ALTER TABLE "orders" ADD COLUMN "satisfaction_rating" numeric;
  ALTER TABLE "orders" ADD COLUMN "satisfaction_rated_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "satisfaction_asked_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "satisfaction_comment" varchar;
  ALTER TABLE "tickets_replies" ADD COLUMN "author" "enum_tickets_replies_author" DEFAULT 'staff' NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "delivery_modes_id" integer;
  ALTER TABLE "install_guide_device_types" ADD COLUMN "video_id" integer;
  ALTER TABLE "install_guide_device_types" ADD COLUMN "video_poster_id" integer;
  ALTER TABLE "install_guide_resources" ADD COLUMN "file_id" integer;
  ALTER TABLE "_install_guide_v_version_device_types" ADD COLUMN "video_id" integer;
  ALTER TABLE "_install_guide_v_version_device_types" ADD COLUMN "video_poster_id" integer;
  ALTER TABLE "_install_guide_v_version_resources" ADD COLUMN "file_id" integer;
  ALTER TABLE "delivery_modes_countries" ADD CONSTRAINT "delivery_modes_countries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."delivery_modes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_payment_methods" ADD CONSTRAINT "site_settings_payment_methods_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_payment_methods" ADD CONSTRAINT "_site_settings_v_version_payment_methods_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "delivery_modes_countries_order_idx" ON "delivery_modes_countries" USING btree ("order");
  CREATE INDEX "delivery_modes_countries_parent_idx" ON "delivery_modes_countries" USING btree ("parent_id");
  CREATE UNIQUE INDEX "delivery_modes_code_idx" ON "delivery_modes" USING btree ("code");
  CREATE INDEX "delivery_modes_active_idx" ON "delivery_modes" USING btree ("active");
  CREATE INDEX "delivery_modes_updated_at_idx" ON "delivery_modes" USING btree ("updated_at");
  CREATE INDEX "delivery_modes_created_at_idx" ON "delivery_modes" USING btree ("created_at");
  CREATE INDEX "site_settings_payment_methods_order_idx" ON "site_settings_payment_methods" USING btree ("order");
  CREATE INDEX "site_settings_payment_methods_parent_idx" ON "site_settings_payment_methods" USING btree ("parent_id");
  CREATE INDEX "_site_settings_v_version_payment_methods_order_idx" ON "_site_settings_v_version_payment_methods" USING btree ("order");
  CREATE INDEX "_site_settings_v_version_payment_methods_parent_idx" ON "_site_settings_v_version_payment_methods" USING btree ("parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_delivery_modes_fk" FOREIGN KEY ("delivery_modes_id") REFERENCES "public"."delivery_modes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "install_guide_device_types" ADD CONSTRAINT "install_guide_device_types_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "install_guide_device_types" ADD CONSTRAINT "install_guide_device_types_video_poster_id_media_id_fk" FOREIGN KEY ("video_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "install_guide_resources" ADD CONSTRAINT "install_guide_resources_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_install_guide_v_version_device_types" ADD CONSTRAINT "_install_guide_v_version_device_types_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_install_guide_v_version_device_types" ADD CONSTRAINT "_install_guide_v_version_device_types_video_poster_id_media_id_fk" FOREIGN KEY ("video_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_install_guide_v_version_resources" ADD CONSTRAINT "_install_guide_v_version_resources_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_delivery_modes_id_idx" ON "payload_locked_documents_rels" USING btree ("delivery_modes_id");
  CREATE INDEX "install_guide_device_types_video_idx" ON "install_guide_device_types" USING btree ("video_id");
  CREATE INDEX "install_guide_device_types_video_poster_idx" ON "install_guide_device_types" USING btree ("video_poster_id");
  CREATE INDEX "install_guide_resources_file_idx" ON "install_guide_resources" USING btree ("file_id");
  CREATE INDEX "_install_guide_v_version_device_types_video_idx" ON "_install_guide_v_version_device_types" USING btree ("video_id");
  CREATE INDEX "_install_guide_v_version_device_types_video_poster_idx" ON "_install_guide_v_version_device_types" USING btree ("video_poster_id");
  CREATE INDEX "_install_guide_v_version_resources_file_idx" ON "_install_guide_v_version_resources" USING btree ("file_id");
  ALTER TABLE "site_settings" DROP COLUMN "chat_hours";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_chat_hours";
  ALTER TABLE "install_guide_device_types" DROP COLUMN "video_url";
  ALTER TABLE "install_guide_resources" DROP COLUMN "format";
  ALTER TABLE "_install_guide_v_version_device_types" DROP COLUMN "video_url";
  ALTER TABLE "_install_guide_v_version_resources" DROP COLUMN "format";`)
  // Two partial indexes keep the ratings cheap at any number of orders: the overview's 30-day
  // average reads the rated orders from an index holding the rating, and the chore finds the
  // deliveries of the past weeks without reading the whole status history.
  await db.execute(sql`
  CREATE INDEX "orders_satisfaction_rated_idx" ON "orders" ("satisfaction_rated_at") INCLUDE ("satisfaction_rating") WHERE "satisfaction_rated_at" IS NOT NULL;
  CREATE INDEX "orders_status_history_delivered_idx" ON "orders_status_history" ("at") INCLUDE ("_parent_id") WHERE "status" = 'delivered';`)
  // An account's last activity before customers.last_active_at existed: its last sign-in or its
  // last order, so that the erasure of inactive accounts counts from them rather than from its creation.
  await db.execute(sql`
  UPDATE "customers" c SET "last_active_at" = greatest(c."last_login_at", (select max(o."created_at") from "orders" o where o."customer_id" = c."id"))
  WHERE c."last_active_at" IS NULL AND c."anonymised_at" IS NULL;`)
  // The guide's resources were typed texts ('PDF, 4,2 Mo') with no file behind them; a resource is
  // now an uploaded file, and one without a file is not offered: the old rows go.
  await db.execute(sql`DELETE FROM "install_guide_resources" WHERE "file_id" IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "orders_status_history_delivered_idx";
  DROP INDEX IF EXISTS "orders_satisfaction_rated_idx";
  DELETE FROM "payload_jobs_log" WHERE "task_slug"::text IN ('satisfaction-request', 'inactive-accounts');
  DELETE FROM "payload_jobs" WHERE "task_slug"::text IN ('satisfaction-request', 'inactive-accounts');
  DELETE FROM "tickets" WHERE "source"::text = 'email';
   CREATE TABLE "delivery_page_modes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"delay" varchar,
  	"price" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "_delivery_page_v_version_modes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"delay" varchar,
  	"price" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "delivery_modes_countries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "delivery_modes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_payment_methods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_payment_methods" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "delivery_modes_countries" CASCADE;
  DROP TABLE "delivery_modes" CASCADE;
  DROP TABLE "site_settings_payment_methods" CASCADE;
  DROP TABLE "_site_settings_v_version_payment_methods" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_delivery_modes_fk";
  
  ALTER TABLE "install_guide_device_types" DROP CONSTRAINT "install_guide_device_types_video_id_media_id_fk";
  
  ALTER TABLE "install_guide_device_types" DROP CONSTRAINT "install_guide_device_types_video_poster_id_media_id_fk";
  
  ALTER TABLE "install_guide_resources" DROP CONSTRAINT "install_guide_resources_file_id_media_id_fk";
  
  ALTER TABLE "_install_guide_v_version_device_types" DROP CONSTRAINT "_install_guide_v_version_device_types_video_id_media_id_fk";
  
  ALTER TABLE "_install_guide_v_version_device_types" DROP CONSTRAINT "_install_guide_v_version_device_types_video_poster_id_media_id_fk";
  
  ALTER TABLE "_install_guide_v_version_resources" DROP CONSTRAINT "_install_guide_v_version_resources_file_id_media_id_fk";
  
  ALTER TABLE "tickets" ALTER COLUMN "source" SET DATA TYPE text;
  DROP TYPE "public"."enum_tickets_source";
  CREATE TYPE "public"."enum_tickets_source" AS ENUM('order-support', 'contact', 'faq-contact', 'warranty-claim', 'retractation', 'legal-contact', 'cookie-contact', 'withdrawal');
  ALTER TABLE "tickets" ALTER COLUMN "source" SET DATA TYPE "public"."enum_tickets_source" USING "source"::"public"."enum_tickets_source";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-email', 'payment-reconciliation', 'submission-purge', 'customer-photo-purge', 'newsletter-send', 'job-history-purge', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-email', 'payment-reconciliation', 'submission-purge', 'customer-photo-purge', 'newsletter-send', 'job-history-purge', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_delivery_modes_id_idx";
  DROP INDEX "install_guide_device_types_video_idx";
  DROP INDEX "install_guide_device_types_video_poster_idx";
  DROP INDEX "install_guide_resources_file_idx";
  DROP INDEX "_install_guide_v_version_device_types_video_idx";
  DROP INDEX "_install_guide_v_version_device_types_video_poster_idx";
  DROP INDEX "_install_guide_v_version_resources_file_idx";
  ALTER TABLE "site_settings" ADD COLUMN "chat_hours" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_chat_hours" varchar;
  ALTER TABLE "install_guide_device_types" ADD COLUMN "video_url" varchar;
  ALTER TABLE "install_guide_resources" ADD COLUMN "format" varchar;
  ALTER TABLE "_install_guide_v_version_device_types" ADD COLUMN "video_url" varchar;
  ALTER TABLE "_install_guide_v_version_resources" ADD COLUMN "format" varchar;
  ALTER TABLE "delivery_page_modes" ADD CONSTRAINT "delivery_page_modes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."delivery_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_delivery_page_v_version_modes" ADD CONSTRAINT "_delivery_page_v_version_modes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_delivery_page_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "delivery_page_modes_order_idx" ON "delivery_page_modes" USING btree ("_order");
  CREATE INDEX "delivery_page_modes_parent_id_idx" ON "delivery_page_modes" USING btree ("_parent_id");
  CREATE INDEX "_delivery_page_v_version_modes_order_idx" ON "_delivery_page_v_version_modes" USING btree ("_order");
  CREATE INDEX "_delivery_page_v_version_modes_parent_id_idx" ON "_delivery_page_v_version_modes" USING btree ("_parent_id");
  ALTER TABLE "customers" DROP COLUMN "last_active_at";
  ALTER TABLE "customers" DROP COLUMN "inactivity_warned_at";
  ALTER TABLE "orders" DROP COLUMN "delivery_mode_name";
  ALTER TABLE "orders" DROP COLUMN "delivery_earliest";
  ALTER TABLE "orders" DROP COLUMN "delivery_latest";
  ALTER TABLE "orders" DROP COLUMN "satisfaction_rating";
  ALTER TABLE "orders" DROP COLUMN "satisfaction_rated_at";
  ALTER TABLE "orders" DROP COLUMN "satisfaction_asked_at";
  ALTER TABLE "orders" DROP COLUMN "satisfaction_comment";
  ALTER TABLE "tickets_replies" DROP COLUMN "author";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "delivery_modes_id";
  ALTER TABLE "install_guide_device_types" DROP COLUMN "video_id";
  ALTER TABLE "install_guide_device_types" DROP COLUMN "video_poster_id";
  ALTER TABLE "install_guide_resources" DROP COLUMN "file_id";
  ALTER TABLE "_install_guide_v_version_device_types" DROP COLUMN "video_id";
  ALTER TABLE "_install_guide_v_version_device_types" DROP COLUMN "video_poster_id";
  ALTER TABLE "_install_guide_v_version_resources" DROP COLUMN "file_id";
  DROP TYPE "public"."enum_delivery_modes_countries";
  DROP TYPE "public"."enum_tickets_replies_author";
  DROP TYPE "public"."enum_site_settings_payment_methods";
  DROP TYPE "public"."enum__site_settings_v_version_payment_methods";`)
}
