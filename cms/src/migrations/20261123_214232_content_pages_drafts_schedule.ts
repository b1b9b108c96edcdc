import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_faqs_page" AS ENUM('faq', 'garantie', 'guide-installation', 'livraison', 'retours', 'about', 'retractation');
  CREATE TYPE "public"."enum__faqs_v_version_page" AS ENUM('faq', 'garantie', 'guide-installation', 'livraison', 'retours', 'about', 'retractation');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_warranty_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__warranty_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_delivery_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__delivery_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_install_guide_device_types_key" AS ENUM('smartphones', 'tablettes', 'montres', 'ordinateurs');
  CREATE TYPE "public"."enum_install_guide_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__install_guide_v_version_device_types_key" AS ENUM('smartphones', 'tablettes', 'montres', 'ordinateurs');
  CREATE TYPE "public"."enum__install_guide_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_about_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__about_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "warranty_page_durations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product" varchar,
  	"duration" varchar,
  	"coverage" varchar
  );
  
  CREATE TABLE "warranty_page_claim_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "warranty_page_important_info" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "warranty_page_exclusions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "warranty_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro" varchar,
  	"commitment_title" varchar,
  	"commitment_text" varchar,
  	"_status" "enum_warranty_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_warranty_page_v_version_durations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"product" varchar,
  	"duration" varchar,
  	"coverage" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_warranty_page_v_version_claim_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_warranty_page_v_version_important_info" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_warranty_page_v_version_exclusions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_warranty_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_intro" varchar,
  	"version_commitment_title" varchar,
  	"version_commitment_text" varchar,
  	"version__status" "enum__warranty_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "delivery_page_modes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"delay" varchar,
  	"price" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "delivery_page_zones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"zone" varchar,
  	"delay" varchar,
  	"price" varchar
  );
  
  CREATE TABLE "delivery_page_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "delivery_page_return_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "delivery_page_return_exceptions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "delivery_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"return_policy" varchar,
  	"_status" "enum_delivery_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
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
  
  CREATE TABLE "_delivery_page_v_version_zones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"zone" varchar,
  	"delay" varchar,
  	"price" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_delivery_page_v_version_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_delivery_page_v_version_return_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_delivery_page_v_version_return_exceptions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_delivery_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_return_policy" varchar,
  	"version__status" "enum__delivery_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "install_guide_device_types_kit" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "install_guide_device_types_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "install_guide_device_types_tips" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "install_guide_device_types_mistakes" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "install_guide_device_types" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" "enum_install_guide_device_types_key",
  	"title" varchar,
  	"description" varchar,
  	"duration" varchar,
  	"difficulty" varchar,
  	"video_url" varchar
  );
  
  CREATE TABLE "install_guide_assistance" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "install_guide_resources" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"format" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "install_guide" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_install_guide_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_install_guide_v_version_device_types_kit" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_install_guide_v_version_device_types_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_install_guide_v_version_device_types_tips" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_install_guide_v_version_device_types_mistakes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_install_guide_v_version_device_types" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" "enum__install_guide_v_version_device_types_key",
  	"title" varchar,
  	"description" varchar,
  	"duration" varchar,
  	"difficulty" varchar,
  	"video_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_install_guide_v_version_assistance" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_install_guide_v_version_resources" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"format" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_install_guide_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__install_guide_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "about_page_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "about_page_journey" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" varchar,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "about_page_advantages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "about_page_manufacturing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "about_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro" varchar,
  	"mission_title" varchar,
  	"mission_text" varchar,
  	"quality_title" varchar,
  	"quality_text" varchar,
  	"_status" "enum_about_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_about_page_v_version_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v_version_journey" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" varchar,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v_version_advantages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v_version_manufacturing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_intro" varchar,
  	"version_mission_title" varchar,
  	"version_mission_text" varchar,
  	"version_quality_title" varchar,
  	"version_quality_text" varchar,
  	"version__status" "enum__about_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "faqs" ADD COLUMN "page" "enum_faqs_page" DEFAULT 'faq';
  ALTER TABLE "_faqs_v" ADD COLUMN "version_page" "enum__faqs_v_version_page" DEFAULT 'faq';
  ALTER TABLE "legal_pages" ADD COLUMN "version" varchar;
  ALTER TABLE "_legal_pages_v" ADD COLUMN "version_version" varchar;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "warranty_page_durations" ADD CONSTRAINT "warranty_page_durations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."warranty_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "warranty_page_claim_steps" ADD CONSTRAINT "warranty_page_claim_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."warranty_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "warranty_page_important_info" ADD CONSTRAINT "warranty_page_important_info_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."warranty_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "warranty_page_exclusions" ADD CONSTRAINT "warranty_page_exclusions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."warranty_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_warranty_page_v_version_durations" ADD CONSTRAINT "_warranty_page_v_version_durations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_warranty_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_warranty_page_v_version_claim_steps" ADD CONSTRAINT "_warranty_page_v_version_claim_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_warranty_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_warranty_page_v_version_important_info" ADD CONSTRAINT "_warranty_page_v_version_important_info_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_warranty_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_warranty_page_v_version_exclusions" ADD CONSTRAINT "_warranty_page_v_version_exclusions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_warranty_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "delivery_page_modes" ADD CONSTRAINT "delivery_page_modes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."delivery_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "delivery_page_zones" ADD CONSTRAINT "delivery_page_zones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."delivery_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "delivery_page_steps" ADD CONSTRAINT "delivery_page_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."delivery_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "delivery_page_return_steps" ADD CONSTRAINT "delivery_page_return_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."delivery_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "delivery_page_return_exceptions" ADD CONSTRAINT "delivery_page_return_exceptions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."delivery_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_delivery_page_v_version_modes" ADD CONSTRAINT "_delivery_page_v_version_modes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_delivery_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_delivery_page_v_version_zones" ADD CONSTRAINT "_delivery_page_v_version_zones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_delivery_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_delivery_page_v_version_steps" ADD CONSTRAINT "_delivery_page_v_version_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_delivery_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_delivery_page_v_version_return_steps" ADD CONSTRAINT "_delivery_page_v_version_return_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_delivery_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_delivery_page_v_version_return_exceptions" ADD CONSTRAINT "_delivery_page_v_version_return_exceptions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_delivery_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "install_guide_device_types_kit" ADD CONSTRAINT "install_guide_device_types_kit_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."install_guide_device_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "install_guide_device_types_steps" ADD CONSTRAINT "install_guide_device_types_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."install_guide_device_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "install_guide_device_types_tips" ADD CONSTRAINT "install_guide_device_types_tips_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."install_guide_device_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "install_guide_device_types_mistakes" ADD CONSTRAINT "install_guide_device_types_mistakes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."install_guide_device_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "install_guide_device_types" ADD CONSTRAINT "install_guide_device_types_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."install_guide"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "install_guide_assistance" ADD CONSTRAINT "install_guide_assistance_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."install_guide"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "install_guide_resources" ADD CONSTRAINT "install_guide_resources_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."install_guide"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_install_guide_v_version_device_types_kit" ADD CONSTRAINT "_install_guide_v_version_device_types_kit_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_install_guide_v_version_device_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_install_guide_v_version_device_types_steps" ADD CONSTRAINT "_install_guide_v_version_device_types_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_install_guide_v_version_device_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_install_guide_v_version_device_types_tips" ADD CONSTRAINT "_install_guide_v_version_device_types_tips_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_install_guide_v_version_device_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_install_guide_v_version_device_types_mistakes" ADD CONSTRAINT "_install_guide_v_version_device_types_mistakes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_install_guide_v_version_device_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_install_guide_v_version_device_types" ADD CONSTRAINT "_install_guide_v_version_device_types_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_install_guide_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_install_guide_v_version_assistance" ADD CONSTRAINT "_install_guide_v_version_assistance_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_install_guide_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_install_guide_v_version_resources" ADD CONSTRAINT "_install_guide_v_version_resources_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_install_guide_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_values" ADD CONSTRAINT "about_page_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_journey" ADD CONSTRAINT "about_page_journey_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_advantages" ADD CONSTRAINT "about_page_advantages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_manufacturing" ADD CONSTRAINT "about_page_manufacturing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_values" ADD CONSTRAINT "_about_page_v_version_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_journey" ADD CONSTRAINT "_about_page_v_version_journey_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_advantages" ADD CONSTRAINT "_about_page_v_version_advantages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_manufacturing" ADD CONSTRAINT "_about_page_v_version_manufacturing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "warranty_page_durations_order_idx" ON "warranty_page_durations" USING btree ("_order");
  CREATE INDEX "warranty_page_durations_parent_id_idx" ON "warranty_page_durations" USING btree ("_parent_id");
  CREATE INDEX "warranty_page_claim_steps_order_idx" ON "warranty_page_claim_steps" USING btree ("_order");
  CREATE INDEX "warranty_page_claim_steps_parent_id_idx" ON "warranty_page_claim_steps" USING btree ("_parent_id");
  CREATE INDEX "warranty_page_important_info_order_idx" ON "warranty_page_important_info" USING btree ("_order");
  CREATE INDEX "warranty_page_important_info_parent_id_idx" ON "warranty_page_important_info" USING btree ("_parent_id");
  CREATE INDEX "warranty_page_exclusions_order_idx" ON "warranty_page_exclusions" USING btree ("_order");
  CREATE INDEX "warranty_page_exclusions_parent_id_idx" ON "warranty_page_exclusions" USING btree ("_parent_id");
  CREATE INDEX "warranty_page__status_idx" ON "warranty_page" USING btree ("_status");
  CREATE INDEX "_warranty_page_v_version_durations_order_idx" ON "_warranty_page_v_version_durations" USING btree ("_order");
  CREATE INDEX "_warranty_page_v_version_durations_parent_id_idx" ON "_warranty_page_v_version_durations" USING btree ("_parent_id");
  CREATE INDEX "_warranty_page_v_version_claim_steps_order_idx" ON "_warranty_page_v_version_claim_steps" USING btree ("_order");
  CREATE INDEX "_warranty_page_v_version_claim_steps_parent_id_idx" ON "_warranty_page_v_version_claim_steps" USING btree ("_parent_id");
  CREATE INDEX "_warranty_page_v_version_important_info_order_idx" ON "_warranty_page_v_version_important_info" USING btree ("_order");
  CREATE INDEX "_warranty_page_v_version_important_info_parent_id_idx" ON "_warranty_page_v_version_important_info" USING btree ("_parent_id");
  CREATE INDEX "_warranty_page_v_version_exclusions_order_idx" ON "_warranty_page_v_version_exclusions" USING btree ("_order");
  CREATE INDEX "_warranty_page_v_version_exclusions_parent_id_idx" ON "_warranty_page_v_version_exclusions" USING btree ("_parent_id");
  CREATE INDEX "_warranty_page_v_version_version__status_idx" ON "_warranty_page_v" USING btree ("version__status");
  CREATE INDEX "_warranty_page_v_created_at_idx" ON "_warranty_page_v" USING btree ("created_at");
  CREATE INDEX "_warranty_page_v_updated_at_idx" ON "_warranty_page_v" USING btree ("updated_at");
  CREATE INDEX "_warranty_page_v_latest_idx" ON "_warranty_page_v" USING btree ("latest");
  CREATE INDEX "delivery_page_modes_order_idx" ON "delivery_page_modes" USING btree ("_order");
  CREATE INDEX "delivery_page_modes_parent_id_idx" ON "delivery_page_modes" USING btree ("_parent_id");
  CREATE INDEX "delivery_page_zones_order_idx" ON "delivery_page_zones" USING btree ("_order");
  CREATE INDEX "delivery_page_zones_parent_id_idx" ON "delivery_page_zones" USING btree ("_parent_id");
  CREATE INDEX "delivery_page_steps_order_idx" ON "delivery_page_steps" USING btree ("_order");
  CREATE INDEX "delivery_page_steps_parent_id_idx" ON "delivery_page_steps" USING btree ("_parent_id");
  CREATE INDEX "delivery_page_return_steps_order_idx" ON "delivery_page_return_steps" USING btree ("_order");
  CREATE INDEX "delivery_page_return_steps_parent_id_idx" ON "delivery_page_return_steps" USING btree ("_parent_id");
  CREATE INDEX "delivery_page_return_exceptions_order_idx" ON "delivery_page_return_exceptions" USING btree ("_order");
  CREATE INDEX "delivery_page_return_exceptions_parent_id_idx" ON "delivery_page_return_exceptions" USING btree ("_parent_id");
  CREATE INDEX "delivery_page__status_idx" ON "delivery_page" USING btree ("_status");
  CREATE INDEX "_delivery_page_v_version_modes_order_idx" ON "_delivery_page_v_version_modes" USING btree ("_order");
  CREATE INDEX "_delivery_page_v_version_modes_parent_id_idx" ON "_delivery_page_v_version_modes" USING btree ("_parent_id");
  CREATE INDEX "_delivery_page_v_version_zones_order_idx" ON "_delivery_page_v_version_zones" USING btree ("_order");
  CREATE INDEX "_delivery_page_v_version_zones_parent_id_idx" ON "_delivery_page_v_version_zones" USING btree ("_parent_id");
  CREATE INDEX "_delivery_page_v_version_steps_order_idx" ON "_delivery_page_v_version_steps" USING btree ("_order");
  CREATE INDEX "_delivery_page_v_version_steps_parent_id_idx" ON "_delivery_page_v_version_steps" USING btree ("_parent_id");
  CREATE INDEX "_delivery_page_v_version_return_steps_order_idx" ON "_delivery_page_v_version_return_steps" USING btree ("_order");
  CREATE INDEX "_delivery_page_v_version_return_steps_parent_id_idx" ON "_delivery_page_v_version_return_steps" USING btree ("_parent_id");
  CREATE INDEX "_delivery_page_v_version_return_exceptions_order_idx" ON "_delivery_page_v_version_return_exceptions" USING btree ("_order");
  CREATE INDEX "_delivery_page_v_version_return_exceptions_parent_id_idx" ON "_delivery_page_v_version_return_exceptions" USING btree ("_parent_id");
  CREATE INDEX "_delivery_page_v_version_version__status_idx" ON "_delivery_page_v" USING btree ("version__status");
  CREATE INDEX "_delivery_page_v_created_at_idx" ON "_delivery_page_v" USING btree ("created_at");
  CREATE INDEX "_delivery_page_v_updated_at_idx" ON "_delivery_page_v" USING btree ("updated_at");
  CREATE INDEX "_delivery_page_v_latest_idx" ON "_delivery_page_v" USING btree ("latest");
  CREATE INDEX "install_guide_device_types_kit_order_idx" ON "install_guide_device_types_kit" USING btree ("_order");
  CREATE INDEX "install_guide_device_types_kit_parent_id_idx" ON "install_guide_device_types_kit" USING btree ("_parent_id");
  CREATE INDEX "install_guide_device_types_steps_order_idx" ON "install_guide_device_types_steps" USING btree ("_order");
  CREATE INDEX "install_guide_device_types_steps_parent_id_idx" ON "install_guide_device_types_steps" USING btree ("_parent_id");
  CREATE INDEX "install_guide_device_types_tips_order_idx" ON "install_guide_device_types_tips" USING btree ("_order");
  CREATE INDEX "install_guide_device_types_tips_parent_id_idx" ON "install_guide_device_types_tips" USING btree ("_parent_id");
  CREATE INDEX "install_guide_device_types_mistakes_order_idx" ON "install_guide_device_types_mistakes" USING btree ("_order");
  CREATE INDEX "install_guide_device_types_mistakes_parent_id_idx" ON "install_guide_device_types_mistakes" USING btree ("_parent_id");
  CREATE INDEX "install_guide_device_types_order_idx" ON "install_guide_device_types" USING btree ("_order");
  CREATE INDEX "install_guide_device_types_parent_id_idx" ON "install_guide_device_types" USING btree ("_parent_id");
  CREATE INDEX "install_guide_assistance_order_idx" ON "install_guide_assistance" USING btree ("_order");
  CREATE INDEX "install_guide_assistance_parent_id_idx" ON "install_guide_assistance" USING btree ("_parent_id");
  CREATE INDEX "install_guide_resources_order_idx" ON "install_guide_resources" USING btree ("_order");
  CREATE INDEX "install_guide_resources_parent_id_idx" ON "install_guide_resources" USING btree ("_parent_id");
  CREATE INDEX "install_guide__status_idx" ON "install_guide" USING btree ("_status");
  CREATE INDEX "_install_guide_v_version_device_types_kit_order_idx" ON "_install_guide_v_version_device_types_kit" USING btree ("_order");
  CREATE INDEX "_install_guide_v_version_device_types_kit_parent_id_idx" ON "_install_guide_v_version_device_types_kit" USING btree ("_parent_id");
  CREATE INDEX "_install_guide_v_version_device_types_steps_order_idx" ON "_install_guide_v_version_device_types_steps" USING btree ("_order");
  CREATE INDEX "_install_guide_v_version_device_types_steps_parent_id_idx" ON "_install_guide_v_version_device_types_steps" USING btree ("_parent_id");
  CREATE INDEX "_install_guide_v_version_device_types_tips_order_idx" ON "_install_guide_v_version_device_types_tips" USING btree ("_order");
  CREATE INDEX "_install_guide_v_version_device_types_tips_parent_id_idx" ON "_install_guide_v_version_device_types_tips" USING btree ("_parent_id");
  CREATE INDEX "_install_guide_v_version_device_types_mistakes_order_idx" ON "_install_guide_v_version_device_types_mistakes" USING btree ("_order");
  CREATE INDEX "_install_guide_v_version_device_types_mistakes_parent_id_idx" ON "_install_guide_v_version_device_types_mistakes" USING btree ("_parent_id");
  CREATE INDEX "_install_guide_v_version_device_types_order_idx" ON "_install_guide_v_version_device_types" USING btree ("_order");
  CREATE INDEX "_install_guide_v_version_device_types_parent_id_idx" ON "_install_guide_v_version_device_types" USING btree ("_parent_id");
  CREATE INDEX "_install_guide_v_version_assistance_order_idx" ON "_install_guide_v_version_assistance" USING btree ("_order");
  CREATE INDEX "_install_guide_v_version_assistance_parent_id_idx" ON "_install_guide_v_version_assistance" USING btree ("_parent_id");
  CREATE INDEX "_install_guide_v_version_resources_order_idx" ON "_install_guide_v_version_resources" USING btree ("_order");
  CREATE INDEX "_install_guide_v_version_resources_parent_id_idx" ON "_install_guide_v_version_resources" USING btree ("_parent_id");
  CREATE INDEX "_install_guide_v_version_version__status_idx" ON "_install_guide_v" USING btree ("version__status");
  CREATE INDEX "_install_guide_v_created_at_idx" ON "_install_guide_v" USING btree ("created_at");
  CREATE INDEX "_install_guide_v_updated_at_idx" ON "_install_guide_v" USING btree ("updated_at");
  CREATE INDEX "_install_guide_v_latest_idx" ON "_install_guide_v" USING btree ("latest");
  CREATE INDEX "about_page_values_order_idx" ON "about_page_values" USING btree ("_order");
  CREATE INDEX "about_page_values_parent_id_idx" ON "about_page_values" USING btree ("_parent_id");
  CREATE INDEX "about_page_journey_order_idx" ON "about_page_journey" USING btree ("_order");
  CREATE INDEX "about_page_journey_parent_id_idx" ON "about_page_journey" USING btree ("_parent_id");
  CREATE INDEX "about_page_advantages_order_idx" ON "about_page_advantages" USING btree ("_order");
  CREATE INDEX "about_page_advantages_parent_id_idx" ON "about_page_advantages" USING btree ("_parent_id");
  CREATE INDEX "about_page_manufacturing_order_idx" ON "about_page_manufacturing" USING btree ("_order");
  CREATE INDEX "about_page_manufacturing_parent_id_idx" ON "about_page_manufacturing" USING btree ("_parent_id");
  CREATE INDEX "about_page__status_idx" ON "about_page" USING btree ("_status");
  CREATE INDEX "_about_page_v_version_values_order_idx" ON "_about_page_v_version_values" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_values_parent_id_idx" ON "_about_page_v_version_values" USING btree ("_parent_id");
  CREATE INDEX "_about_page_v_version_journey_order_idx" ON "_about_page_v_version_journey" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_journey_parent_id_idx" ON "_about_page_v_version_journey" USING btree ("_parent_id");
  CREATE INDEX "_about_page_v_version_advantages_order_idx" ON "_about_page_v_version_advantages" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_advantages_parent_id_idx" ON "_about_page_v_version_advantages" USING btree ("_parent_id");
  CREATE INDEX "_about_page_v_version_manufacturing_order_idx" ON "_about_page_v_version_manufacturing" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_manufacturing_parent_id_idx" ON "_about_page_v_version_manufacturing" USING btree ("_parent_id");
  CREATE INDEX "_about_page_v_version_version__status_idx" ON "_about_page_v" USING btree ("version__status");
  CREATE INDEX "_about_page_v_created_at_idx" ON "_about_page_v" USING btree ("created_at");
  CREATE INDEX "_about_page_v_updated_at_idx" ON "_about_page_v" USING btree ("updated_at");
  CREATE INDEX "_about_page_v_latest_idx" ON "_about_page_v" USING btree ("latest");
  CREATE INDEX "faqs_page_idx" ON "faqs" USING btree ("page");
  CREATE INDEX "_faqs_v_version_version_page_idx" ON "_faqs_v" USING btree ("version_page");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "warranty_page_durations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "warranty_page_claim_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "warranty_page_important_info" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "warranty_page_exclusions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "warranty_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_warranty_page_v_version_durations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_warranty_page_v_version_claim_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_warranty_page_v_version_important_info" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_warranty_page_v_version_exclusions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_warranty_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "delivery_page_modes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "delivery_page_zones" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "delivery_page_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "delivery_page_return_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "delivery_page_return_exceptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "delivery_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_delivery_page_v_version_modes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_delivery_page_v_version_zones" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_delivery_page_v_version_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_delivery_page_v_version_return_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_delivery_page_v_version_return_exceptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_delivery_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "install_guide_device_types_kit" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "install_guide_device_types_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "install_guide_device_types_tips" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "install_guide_device_types_mistakes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "install_guide_device_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "install_guide_assistance" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "install_guide_resources" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "install_guide" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_install_guide_v_version_device_types_kit" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_install_guide_v_version_device_types_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_install_guide_v_version_device_types_tips" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_install_guide_v_version_device_types_mistakes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_install_guide_v_version_device_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_install_guide_v_version_assistance" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_install_guide_v_version_resources" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_install_guide_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_page_values" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_page_journey" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_page_advantages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_page_manufacturing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_values" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_journey" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_advantages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_manufacturing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "warranty_page_durations" CASCADE;
  DROP TABLE "warranty_page_claim_steps" CASCADE;
  DROP TABLE "warranty_page_important_info" CASCADE;
  DROP TABLE "warranty_page_exclusions" CASCADE;
  DROP TABLE "warranty_page" CASCADE;
  DROP TABLE "_warranty_page_v_version_durations" CASCADE;
  DROP TABLE "_warranty_page_v_version_claim_steps" CASCADE;
  DROP TABLE "_warranty_page_v_version_important_info" CASCADE;
  DROP TABLE "_warranty_page_v_version_exclusions" CASCADE;
  DROP TABLE "_warranty_page_v" CASCADE;
  DROP TABLE "delivery_page_modes" CASCADE;
  DROP TABLE "delivery_page_zones" CASCADE;
  DROP TABLE "delivery_page_steps" CASCADE;
  DROP TABLE "delivery_page_return_steps" CASCADE;
  DROP TABLE "delivery_page_return_exceptions" CASCADE;
  DROP TABLE "delivery_page" CASCADE;
  DROP TABLE "_delivery_page_v_version_modes" CASCADE;
  DROP TABLE "_delivery_page_v_version_zones" CASCADE;
  DROP TABLE "_delivery_page_v_version_steps" CASCADE;
  DROP TABLE "_delivery_page_v_version_return_steps" CASCADE;
  DROP TABLE "_delivery_page_v_version_return_exceptions" CASCADE;
  DROP TABLE "_delivery_page_v" CASCADE;
  DROP TABLE "install_guide_device_types_kit" CASCADE;
  DROP TABLE "install_guide_device_types_steps" CASCADE;
  DROP TABLE "install_guide_device_types_tips" CASCADE;
  DROP TABLE "install_guide_device_types_mistakes" CASCADE;
  DROP TABLE "install_guide_device_types" CASCADE;
  DROP TABLE "install_guide_assistance" CASCADE;
  DROP TABLE "install_guide_resources" CASCADE;
  DROP TABLE "install_guide" CASCADE;
  DROP TABLE "_install_guide_v_version_device_types_kit" CASCADE;
  DROP TABLE "_install_guide_v_version_device_types_steps" CASCADE;
  DROP TABLE "_install_guide_v_version_device_types_tips" CASCADE;
  DROP TABLE "_install_guide_v_version_device_types_mistakes" CASCADE;
  DROP TABLE "_install_guide_v_version_device_types" CASCADE;
  DROP TABLE "_install_guide_v_version_assistance" CASCADE;
  DROP TABLE "_install_guide_v_version_resources" CASCADE;
  DROP TABLE "_install_guide_v" CASCADE;
  DROP TABLE "about_page_values" CASCADE;
  DROP TABLE "about_page_journey" CASCADE;
  DROP TABLE "about_page_advantages" CASCADE;
  DROP TABLE "about_page_manufacturing" CASCADE;
  DROP TABLE "about_page" CASCADE;
  DROP TABLE "_about_page_v_version_values" CASCADE;
  DROP TABLE "_about_page_v_version_journey" CASCADE;
  DROP TABLE "_about_page_v_version_advantages" CASCADE;
  DROP TABLE "_about_page_v_version_manufacturing" CASCADE;
  DROP TABLE "_about_page_v" CASCADE;
  DROP INDEX "faqs_page_idx";
  DROP INDEX "_faqs_v_version_version_page_idx";
  ALTER TABLE "faqs" DROP COLUMN "page";
  ALTER TABLE "_faqs_v" DROP COLUMN "version_page";
  ALTER TABLE "legal_pages" DROP COLUMN "version";
  ALTER TABLE "_legal_pages_v" DROP COLUMN "version_version";
  DROP TYPE "public"."enum_faqs_page";
  DROP TYPE "public"."enum__faqs_v_version_page";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_warranty_page_status";
  DROP TYPE "public"."enum__warranty_page_v_version_status";
  DROP TYPE "public"."enum_delivery_page_status";
  DROP TYPE "public"."enum__delivery_page_v_version_status";
  DROP TYPE "public"."enum_install_guide_device_types_key";
  DROP TYPE "public"."enum_install_guide_status";
  DROP TYPE "public"."enum__install_guide_v_version_device_types_key";
  DROP TYPE "public"."enum__install_guide_v_version_status";
  DROP TYPE "public"."enum_about_page_status";
  DROP TYPE "public"."enum__about_page_v_version_status";`)
}
