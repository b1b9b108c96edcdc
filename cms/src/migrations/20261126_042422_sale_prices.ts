import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sales_target" AS ENUM('protection', 'category', 'model');
  CREATE TYPE "public"."enum_sales_protection" AS ENUM('hd-tpu', 'blue-light', 'anti-spy');
  CREATE TYPE "public"."enum_sales_category" AS ENUM('phones', 'tablets', 'watches', 'consoles', 'laptops', 'car-models');
  CREATE TYPE "public"."enum__sales_v_version_target" AS ENUM('protection', 'category', 'model');
  CREATE TYPE "public"."enum__sales_v_version_protection" AS ENUM('hd-tpu', 'blue-light', 'anti-spy');
  CREATE TYPE "public"."enum__sales_v_version_category" AS ENUM('phones', 'tablets', 'watches', 'consoles', 'laptops', 'car-models');
  CREATE TYPE "public"."enum_sale_runs_target" AS ENUM('protection', 'category', 'model');
  CREATE TYPE "public"."enum_sale_runs_collection" AS ENUM('phones', 'tablets', 'watches', 'consoles', 'laptops', 'car-models');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sale-prices' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sale-prices' BEFORE 'schedulePublish';
  CREATE TABLE "sales" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"percent" numeric NOT NULL,
  	"active" boolean DEFAULT true,
  	"target" "enum_sales_target" DEFAULT 'category' NOT NULL,
  	"protection" "enum_sales_protection",
  	"category" "enum_sales_category",
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sales_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"phones_id" integer,
  	"tablets_id" integer,
  	"watches_id" integer,
  	"consoles_id" integer,
  	"laptops_id" integer,
  	"car_models_id" integer
  );
  
  CREATE TABLE "_sales_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_percent" numeric NOT NULL,
  	"version_active" boolean DEFAULT true,
  	"version_target" "enum__sales_v_version_target" DEFAULT 'category' NOT NULL,
  	"version_protection" "enum__sales_v_version_protection",
  	"version_category" "enum__sales_v_version_category",
  	"version_starts_at" timestamp(3) with time zone NOT NULL,
  	"version_ends_at" timestamp(3) with time zone NOT NULL,
  	"version_note" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_sales_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"phones_id" integer,
  	"tablets_id" integer,
  	"watches_id" integer,
  	"consoles_id" integer,
  	"laptops_id" integer,
  	"car_models_id" integer
  );
  
  CREATE TABLE "sale_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sale_id" integer,
  	"percent" numeric NOT NULL,
  	"target" "enum_sale_runs_target" NOT NULL,
  	"protection" varchar,
  	"collection" "enum_sale_runs_collection",
  	"model_slug" varchar,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"ended_at" timestamp(3) with time zone,
  	"until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "price_changes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"field" varchar NOT NULL,
  	"cents" numeric NOT NULL,
  	"applied_from" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sales_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sale_runs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "price_changes_id" integer;
  ALTER TABLE "sales_rels" ADD CONSTRAINT "sales_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sales_rels" ADD CONSTRAINT "sales_rels_phones_fk" FOREIGN KEY ("phones_id") REFERENCES "public"."phones"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sales_rels" ADD CONSTRAINT "sales_rels_tablets_fk" FOREIGN KEY ("tablets_id") REFERENCES "public"."tablets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sales_rels" ADD CONSTRAINT "sales_rels_watches_fk" FOREIGN KEY ("watches_id") REFERENCES "public"."watches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sales_rels" ADD CONSTRAINT "sales_rels_consoles_fk" FOREIGN KEY ("consoles_id") REFERENCES "public"."consoles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sales_rels" ADD CONSTRAINT "sales_rels_laptops_fk" FOREIGN KEY ("laptops_id") REFERENCES "public"."laptops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sales_rels" ADD CONSTRAINT "sales_rels_car_models_fk" FOREIGN KEY ("car_models_id") REFERENCES "public"."car_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sales_v" ADD CONSTRAINT "_sales_v_parent_id_sales_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sales"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sales_v_rels" ADD CONSTRAINT "_sales_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_sales_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sales_v_rels" ADD CONSTRAINT "_sales_v_rels_phones_fk" FOREIGN KEY ("phones_id") REFERENCES "public"."phones"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sales_v_rels" ADD CONSTRAINT "_sales_v_rels_tablets_fk" FOREIGN KEY ("tablets_id") REFERENCES "public"."tablets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sales_v_rels" ADD CONSTRAINT "_sales_v_rels_watches_fk" FOREIGN KEY ("watches_id") REFERENCES "public"."watches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sales_v_rels" ADD CONSTRAINT "_sales_v_rels_consoles_fk" FOREIGN KEY ("consoles_id") REFERENCES "public"."consoles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sales_v_rels" ADD CONSTRAINT "_sales_v_rels_laptops_fk" FOREIGN KEY ("laptops_id") REFERENCES "public"."laptops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sales_v_rels" ADD CONSTRAINT "_sales_v_rels_car_models_fk" FOREIGN KEY ("car_models_id") REFERENCES "public"."car_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sale_runs" ADD CONSTRAINT "sale_runs_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "sales_active_idx" ON "sales" USING btree ("active");
  CREATE INDEX "sales_starts_at_idx" ON "sales" USING btree ("starts_at");
  CREATE INDEX "sales_ends_at_idx" ON "sales" USING btree ("ends_at");
  CREATE INDEX "sales_updated_at_idx" ON "sales" USING btree ("updated_at");
  CREATE INDEX "sales_created_at_idx" ON "sales" USING btree ("created_at");
  CREATE INDEX "sales_rels_order_idx" ON "sales_rels" USING btree ("order");
  CREATE INDEX "sales_rels_parent_idx" ON "sales_rels" USING btree ("parent_id");
  CREATE INDEX "sales_rels_path_idx" ON "sales_rels" USING btree ("path");
  CREATE INDEX "sales_rels_phones_id_idx" ON "sales_rels" USING btree ("phones_id");
  CREATE INDEX "sales_rels_tablets_id_idx" ON "sales_rels" USING btree ("tablets_id");
  CREATE INDEX "sales_rels_watches_id_idx" ON "sales_rels" USING btree ("watches_id");
  CREATE INDEX "sales_rels_consoles_id_idx" ON "sales_rels" USING btree ("consoles_id");
  CREATE INDEX "sales_rels_laptops_id_idx" ON "sales_rels" USING btree ("laptops_id");
  CREATE INDEX "sales_rels_car_models_id_idx" ON "sales_rels" USING btree ("car_models_id");
  CREATE INDEX "_sales_v_parent_idx" ON "_sales_v" USING btree ("parent_id");
  CREATE INDEX "_sales_v_version_version_active_idx" ON "_sales_v" USING btree ("version_active");
  CREATE INDEX "_sales_v_version_version_starts_at_idx" ON "_sales_v" USING btree ("version_starts_at");
  CREATE INDEX "_sales_v_version_version_ends_at_idx" ON "_sales_v" USING btree ("version_ends_at");
  CREATE INDEX "_sales_v_version_version_updated_at_idx" ON "_sales_v" USING btree ("version_updated_at");
  CREATE INDEX "_sales_v_version_version_created_at_idx" ON "_sales_v" USING btree ("version_created_at");
  CREATE INDEX "_sales_v_created_at_idx" ON "_sales_v" USING btree ("created_at");
  CREATE INDEX "_sales_v_updated_at_idx" ON "_sales_v" USING btree ("updated_at");
  CREATE INDEX "_sales_v_rels_order_idx" ON "_sales_v_rels" USING btree ("order");
  CREATE INDEX "_sales_v_rels_parent_idx" ON "_sales_v_rels" USING btree ("parent_id");
  CREATE INDEX "_sales_v_rels_path_idx" ON "_sales_v_rels" USING btree ("path");
  CREATE INDEX "_sales_v_rels_phones_id_idx" ON "_sales_v_rels" USING btree ("phones_id");
  CREATE INDEX "_sales_v_rels_tablets_id_idx" ON "_sales_v_rels" USING btree ("tablets_id");
  CREATE INDEX "_sales_v_rels_watches_id_idx" ON "_sales_v_rels" USING btree ("watches_id");
  CREATE INDEX "_sales_v_rels_consoles_id_idx" ON "_sales_v_rels" USING btree ("consoles_id");
  CREATE INDEX "_sales_v_rels_laptops_id_idx" ON "_sales_v_rels" USING btree ("laptops_id");
  CREATE INDEX "_sales_v_rels_car_models_id_idx" ON "_sales_v_rels" USING btree ("car_models_id");
  CREATE INDEX "sale_runs_sale_idx" ON "sale_runs" USING btree ("sale_id");
  CREATE INDEX "sale_runs_started_at_idx" ON "sale_runs" USING btree ("started_at");
  CREATE INDEX "sale_runs_ended_at_idx" ON "sale_runs" USING btree ("ended_at");
  CREATE INDEX "sale_runs_updated_at_idx" ON "sale_runs" USING btree ("updated_at");
  CREATE INDEX "sale_runs_created_at_idx" ON "sale_runs" USING btree ("created_at");
  CREATE INDEX "price_changes_field_idx" ON "price_changes" USING btree ("field");
  CREATE INDEX "price_changes_applied_from_idx" ON "price_changes" USING btree ("applied_from");
  CREATE INDEX "price_changes_updated_at_idx" ON "price_changes" USING btree ("updated_at");
  CREATE INDEX "price_changes_created_at_idx" ON "price_changes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sales_fk" FOREIGN KEY ("sales_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sale_runs_fk" FOREIGN KEY ("sale_runs_id") REFERENCES "public"."sale_runs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_price_changes_fk" FOREIGN KEY ("price_changes_id") REFERENCES "public"."price_changes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_sales_id_idx" ON "payload_locked_documents_rels" USING btree ("sales_id");
  CREATE INDEX "payload_locked_documents_rels_sale_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("sale_runs_id");
  CREATE INDEX "payload_locked_documents_rels_price_changes_id_idx" ON "payload_locked_documents_rels" USING btree ("price_changes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sales_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sales_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sales_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sale_runs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "price_changes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sales" CASCADE;
  DROP TABLE "sales_rels" CASCADE;
  DROP TABLE "_sales_v" CASCADE;
  DROP TABLE "_sales_v_rels" CASCADE;
  DROP TABLE "sale_runs" CASCADE;
  DROP TABLE "price_changes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_sales_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_sale_runs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_price_changes_fk";
  
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'sale-prices';
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'sale-prices';
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-email', 'payment-reconciliation', 'submission-purge', 'customer-photo-purge', 'newsletter-send', 'job-history-purge', 'satisfaction-request', 'inactive-accounts', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-email', 'payment-reconciliation', 'submission-purge', 'customer-photo-purge', 'newsletter-send', 'job-history-purge', 'satisfaction-request', 'inactive-accounts', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_sales_id_idx";
  DROP INDEX "payload_locked_documents_rels_sale_runs_id_idx";
  DROP INDEX "payload_locked_documents_rels_price_changes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sales_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sale_runs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "price_changes_id";
  DROP TYPE "public"."enum_sales_target";
  DROP TYPE "public"."enum_sales_protection";
  DROP TYPE "public"."enum_sales_category";
  DROP TYPE "public"."enum__sales_v_version_target";
  DROP TYPE "public"."enum__sales_v_version_protection";
  DROP TYPE "public"."enum__sales_v_version_category";
  DROP TYPE "public"."enum_sale_runs_target";
  DROP TYPE "public"."enum_sale_runs_collection";`)
}
