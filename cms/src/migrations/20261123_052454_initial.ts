import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_phones_protections" AS ENUM('hd-tpu', 'blue-light', 'anti-spy');
  CREATE TYPE "public"."enum_phones_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__phones_v_version_protections" AS ENUM('hd-tpu', 'blue-light', 'anti-spy');
  CREATE TYPE "public"."enum__phones_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_tablets_protections" AS ENUM('hd-tpu', 'blue-light', 'anti-spy');
  CREATE TYPE "public"."enum_tablets_brand" AS ENUM('Apple', 'Samsung', 'Microsoft', 'Xiaomi');
  CREATE TYPE "public"."enum_tablets_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__tablets_v_version_protections" AS ENUM('hd-tpu', 'blue-light', 'anti-spy');
  CREATE TYPE "public"."enum__tablets_v_version_brand" AS ENUM('Apple', 'Samsung', 'Microsoft', 'Xiaomi');
  CREATE TYPE "public"."enum__tablets_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_watches_brand" AS ENUM('Apple', 'Samsung', 'Garmin', 'Fitbit', 'Amazfit', 'Huawei', 'Polar');
  CREATE TYPE "public"."enum_watches_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__watches_v_version_brand" AS ENUM('Apple', 'Samsung', 'Garmin', 'Fitbit', 'Amazfit', 'Huawei', 'Polar');
  CREATE TYPE "public"."enum__watches_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_consoles_brand" AS ENUM('Nintendo', 'PlayStation', 'Xbox', 'Steam');
  CREATE TYPE "public"."enum_consoles_kind" AS ENUM('console', 'controller');
  CREATE TYPE "public"."enum_consoles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__consoles_v_version_brand" AS ENUM('Nintendo', 'PlayStation', 'Xbox', 'Steam');
  CREATE TYPE "public"."enum__consoles_v_version_kind" AS ENUM('console', 'controller');
  CREATE TYPE "public"."enum__consoles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_laptops_protections" AS ENUM('hd-tpu', 'blue-light', 'anti-spy');
  CREATE TYPE "public"."enum_laptops_brand" AS ENUM('Apple', 'Dell', 'HP', 'Lenovo', 'Asus', 'Microsoft', 'Samsung');
  CREATE TYPE "public"."enum_laptops_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__laptops_v_version_protections" AS ENUM('hd-tpu', 'blue-light', 'anti-spy');
  CREATE TYPE "public"."enum__laptops_v_version_brand" AS ENUM('Apple', 'Dell', 'HP', 'Lenovo', 'Asus', 'Microsoft', 'Samsung');
  CREATE TYPE "public"."enum__laptops_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_car_models_brand" AS ENUM('Tesla', 'BMW', 'Mercedes', 'Audi', 'Volkswagen', 'Peugeot', 'Renault', 'Ford', 'Nissan', 'Hyundai', 'Kia', 'Honda', 'Toyota', 'Mazda');
  CREATE TYPE "public"."enum_car_models_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__car_models_v_version_brand" AS ENUM('Tesla', 'BMW', 'Mercedes', 'Audi', 'Volkswagen', 'Peugeot', 'Renault', 'Ford', 'Nissan', 'Hyundai', 'Kia', 'Honda', 'Toyota', 'Mazda');
  CREATE TYPE "public"."enum__car_models_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_faqs_category" AS ENUM('installation', 'durabilite', 'types-produits', 'garantie', 'commande-livraison', 'utilisation');
  CREATE TYPE "public"."enum_faqs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faqs_v_version_category" AS ENUM('installation', 'durabilite', 'types-produits', 'garantie', 'commande-livraison', 'utilisation');
  CREATE TYPE "public"."enum__faqs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_legal_pages_slug" AS ENUM('conditions-generales', 'politique-confidentialite', 'retractation', 'cookies', 'mentions-legales');
  CREATE TYPE "public"."enum_legal_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__legal_pages_v_version_slug" AS ENUM('conditions-generales', 'politique-confidentialite', 'retractation', 'cookies', 'mentions-legales');
  CREATE TYPE "public"."enum__legal_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor');
  CREATE TABLE "phones_protections" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_phones_protections",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "phones" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"brand" varchar,
  	"model" varchar,
  	"year" numeric,
  	"image_id" integer,
  	"description" varchar,
  	"popular" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_phones_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_phones_v_version_protections" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__phones_v_version_protections",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_phones_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_brand" varchar,
  	"version_model" varchar,
  	"version_year" numeric,
  	"version_image_id" integer,
  	"version_description" varchar,
  	"version_popular" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__phones_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "tablets_protections" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_tablets_protections",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "tablets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"brand" "enum_tablets_brand",
  	"model" varchar,
  	"year" numeric,
  	"image_id" integer,
  	"description" varchar,
  	"popular" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_tablets_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_tablets_v_version_protections" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__tablets_v_version_protections",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_tablets_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_brand" "enum__tablets_v_version_brand",
  	"version_model" varchar,
  	"version_year" numeric,
  	"version_image_id" integer,
  	"version_description" varchar,
  	"version_popular" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__tablets_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "watches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"brand" "enum_watches_brand",
  	"model" varchar,
  	"year" numeric,
  	"size" varchar,
  	"image_id" integer,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_watches_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_watches_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_brand" "enum__watches_v_version_brand",
  	"version_model" varchar,
  	"version_year" numeric,
  	"version_size" varchar,
  	"version_image_id" integer,
  	"version_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__watches_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "consoles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"brand" "enum_consoles_brand",
  	"model" varchar,
  	"year" numeric,
  	"kind" "enum_consoles_kind",
  	"image_id" integer,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_consoles_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_consoles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_brand" "enum__consoles_v_version_brand",
  	"version_model" varchar,
  	"version_year" numeric,
  	"version_kind" "enum__consoles_v_version_kind",
  	"version_image_id" integer,
  	"version_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__consoles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "laptops_protections" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_laptops_protections",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "laptops" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"brand" "enum_laptops_brand",
  	"model" varchar,
  	"year" numeric,
  	"image_id" integer,
  	"description" varchar,
  	"popular" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_laptops_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "laptops_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL
  );
  
  CREATE TABLE "_laptops_v_version_protections" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__laptops_v_version_protections",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_laptops_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_brand" "enum__laptops_v_version_brand",
  	"version_model" varchar,
  	"version_year" numeric,
  	"version_image_id" integer,
  	"version_description" varchar,
  	"version_popular" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__laptops_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_laptops_v_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL
  );
  
  CREATE TABLE "car_models" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"brand" "enum_car_models_brand",
  	"model" varchar,
  	"year" numeric,
  	"screen_size" varchar,
  	"image_id" integer,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_car_models_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_car_models_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_brand" "enum__car_models_v_version_brand",
  	"version_model" varchar,
  	"version_year" numeric,
  	"version_screen_size" varchar,
  	"version_image_id" integer,
  	"version_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__car_models_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"category" "enum_faqs_category",
  	"position" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_faqs_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_faqs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_question" varchar,
  	"version_answer" varchar,
  	"version_category" "enum__faqs_v_version_category",
  	"version_position" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__faqs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "legal_pages_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"anchor" varchar,
  	"content" jsonb
  );
  
  CREATE TABLE "legal_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" "enum_legal_pages_slug",
  	"last_updated" timestamp(3) with time zone,
  	"summary" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_legal_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_legal_pages_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"anchor" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_legal_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" "enum__legal_pages_v_version_slug",
  	"version_last_updated" timestamp(3) with time zone,
  	"version_summary" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__legal_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum_users_role" DEFAULT 'editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"phones_id" integer,
  	"tablets_id" integer,
  	"watches_id" integer,
  	"consoles_id" integer,
  	"laptops_id" integer,
  	"car_models_id" integer,
  	"faqs_id" integer,
  	"legal_pages_id" integer,
  	"media_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pricing_watch_packs_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"feature" varchar NOT NULL
  );
  
  CREATE TABLE "pricing_watch_packs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"quantity" numeric NOT NULL,
  	"price" numeric NOT NULL,
  	"description" varchar
  );
  
  CREATE TABLE "pricing" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone_hd_tpu" numeric NOT NULL,
  	"phone_blue_light" numeric NOT NULL,
  	"phone_anti_spy" numeric NOT NULL,
  	"phone_back_integral" numeric NOT NULL,
  	"phone_back_integral_photo" numeric NOT NULL,
  	"tablet_hd_tpu" numeric NOT NULL,
  	"tablet_blue_light" numeric NOT NULL,
  	"tablet_anti_spy" numeric NOT NULL,
  	"tablet_back_integral" numeric NOT NULL,
  	"tablet_back_integral_photo" numeric NOT NULL,
  	"laptop_hd_tpu" numeric NOT NULL,
  	"laptop_blue_light" numeric NOT NULL,
  	"laptop_anti_spy" numeric NOT NULL,
  	"console_hd" numeric NOT NULL,
  	"console_blue_light" numeric NOT NULL,
  	"console_back_basic" numeric NOT NULL,
  	"console_back_photo" numeric NOT NULL,
  	"console_console_base" numeric NOT NULL,
  	"console_controller_base" numeric NOT NULL,
  	"car_hd_tpu" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"days" varchar NOT NULL,
  	"hours" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"shop_name" varchar NOT NULL,
  	"legal_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"support_email" varchar NOT NULL,
  	"phone" varchar,
  	"address_street" varchar NOT NULL,
  	"address_postal_code" varchar NOT NULL,
  	"address_city" varchar NOT NULL,
  	"address_country" varchar DEFAULT 'France' NOT NULL,
  	"email_reply_delay" varchar NOT NULL,
  	"chat_hours" varchar,
  	"warranty_days" numeric DEFAULT 30 NOT NULL,
  	"founded_at" varchar NOT NULL,
  	"claims_transparency" varchar NOT NULL,
  	"claims_hardness" varchar NOT NULL,
  	"claims_privacy_angle" varchar NOT NULL,
  	"claims_blue_light_filter" varchar NOT NULL,
  	"claims_model_coverage" varchar NOT NULL,
  	"claims_satisfied_customers" varchar NOT NULL,
  	"social_facebook" varchar,
  	"social_instagram" varchar,
  	"social_tiktok" varchar,
  	"social_youtube" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "phones_protections" ADD CONSTRAINT "phones_protections_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."phones"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "phones" ADD CONSTRAINT "phones_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_phones_v_version_protections" ADD CONSTRAINT "_phones_v_version_protections_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_phones_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_phones_v" ADD CONSTRAINT "_phones_v_parent_id_phones_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."phones"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_phones_v" ADD CONSTRAINT "_phones_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tablets_protections" ADD CONSTRAINT "tablets_protections_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tablets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tablets" ADD CONSTRAINT "tablets_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tablets_v_version_protections" ADD CONSTRAINT "_tablets_v_version_protections_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_tablets_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tablets_v" ADD CONSTRAINT "_tablets_v_parent_id_tablets_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tablets"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tablets_v" ADD CONSTRAINT "_tablets_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "watches" ADD CONSTRAINT "watches_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_watches_v" ADD CONSTRAINT "_watches_v_parent_id_watches_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."watches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_watches_v" ADD CONSTRAINT "_watches_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consoles" ADD CONSTRAINT "consoles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_consoles_v" ADD CONSTRAINT "_consoles_v_parent_id_consoles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."consoles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_consoles_v" ADD CONSTRAINT "_consoles_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "laptops_protections" ADD CONSTRAINT "laptops_protections_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."laptops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "laptops" ADD CONSTRAINT "laptops_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "laptops_numbers" ADD CONSTRAINT "laptops_numbers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."laptops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_laptops_v_version_protections" ADD CONSTRAINT "_laptops_v_version_protections_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_laptops_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_laptops_v" ADD CONSTRAINT "_laptops_v_parent_id_laptops_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."laptops"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_laptops_v" ADD CONSTRAINT "_laptops_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_laptops_v_numbers" ADD CONSTRAINT "_laptops_v_numbers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_laptops_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "car_models" ADD CONSTRAINT "car_models_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_car_models_v" ADD CONSTRAINT "_car_models_v_parent_id_car_models_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."car_models"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_car_models_v" ADD CONSTRAINT "_car_models_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v" ADD CONSTRAINT "_faqs_v_parent_id_faqs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faqs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "legal_pages_sections" ADD CONSTRAINT "legal_pages_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_pages_v_version_sections" ADD CONSTRAINT "_legal_pages_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_legal_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_pages_v" ADD CONSTRAINT "_legal_pages_v_parent_id_legal_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."legal_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_phones_fk" FOREIGN KEY ("phones_id") REFERENCES "public"."phones"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tablets_fk" FOREIGN KEY ("tablets_id") REFERENCES "public"."tablets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_watches_fk" FOREIGN KEY ("watches_id") REFERENCES "public"."watches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consoles_fk" FOREIGN KEY ("consoles_id") REFERENCES "public"."consoles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_laptops_fk" FOREIGN KEY ("laptops_id") REFERENCES "public"."laptops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_car_models_fk" FOREIGN KEY ("car_models_id") REFERENCES "public"."car_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_legal_pages_fk" FOREIGN KEY ("legal_pages_id") REFERENCES "public"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_watch_packs_features" ADD CONSTRAINT "pricing_watch_packs_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_watch_packs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_watch_packs" ADD CONSTRAINT "pricing_watch_packs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_hours" ADD CONSTRAINT "site_settings_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "phones_protections_order_idx" ON "phones_protections" USING btree ("order");
  CREATE INDEX "phones_protections_parent_idx" ON "phones_protections" USING btree ("parent_id");
  CREATE INDEX "phones_name_idx" ON "phones" USING btree ("name");
  CREATE UNIQUE INDEX "phones_slug_idx" ON "phones" USING btree ("slug");
  CREATE INDEX "phones_brand_idx" ON "phones" USING btree ("brand");
  CREATE INDEX "phones_year_idx" ON "phones" USING btree ("year");
  CREATE INDEX "phones_image_idx" ON "phones" USING btree ("image_id");
  CREATE INDEX "phones_updated_at_idx" ON "phones" USING btree ("updated_at");
  CREATE INDEX "phones_created_at_idx" ON "phones" USING btree ("created_at");
  CREATE INDEX "phones__status_idx" ON "phones" USING btree ("_status");
  CREATE INDEX "_phones_v_version_protections_order_idx" ON "_phones_v_version_protections" USING btree ("order");
  CREATE INDEX "_phones_v_version_protections_parent_idx" ON "_phones_v_version_protections" USING btree ("parent_id");
  CREATE INDEX "_phones_v_parent_idx" ON "_phones_v" USING btree ("parent_id");
  CREATE INDEX "_phones_v_version_version_name_idx" ON "_phones_v" USING btree ("version_name");
  CREATE INDEX "_phones_v_version_version_slug_idx" ON "_phones_v" USING btree ("version_slug");
  CREATE INDEX "_phones_v_version_version_brand_idx" ON "_phones_v" USING btree ("version_brand");
  CREATE INDEX "_phones_v_version_version_year_idx" ON "_phones_v" USING btree ("version_year");
  CREATE INDEX "_phones_v_version_version_image_idx" ON "_phones_v" USING btree ("version_image_id");
  CREATE INDEX "_phones_v_version_version_updated_at_idx" ON "_phones_v" USING btree ("version_updated_at");
  CREATE INDEX "_phones_v_version_version_created_at_idx" ON "_phones_v" USING btree ("version_created_at");
  CREATE INDEX "_phones_v_version_version__status_idx" ON "_phones_v" USING btree ("version__status");
  CREATE INDEX "_phones_v_created_at_idx" ON "_phones_v" USING btree ("created_at");
  CREATE INDEX "_phones_v_updated_at_idx" ON "_phones_v" USING btree ("updated_at");
  CREATE INDEX "_phones_v_latest_idx" ON "_phones_v" USING btree ("latest");
  CREATE INDEX "tablets_protections_order_idx" ON "tablets_protections" USING btree ("order");
  CREATE INDEX "tablets_protections_parent_idx" ON "tablets_protections" USING btree ("parent_id");
  CREATE INDEX "tablets_name_idx" ON "tablets" USING btree ("name");
  CREATE UNIQUE INDEX "tablets_slug_idx" ON "tablets" USING btree ("slug");
  CREATE INDEX "tablets_brand_idx" ON "tablets" USING btree ("brand");
  CREATE INDEX "tablets_year_idx" ON "tablets" USING btree ("year");
  CREATE INDEX "tablets_image_idx" ON "tablets" USING btree ("image_id");
  CREATE INDEX "tablets_updated_at_idx" ON "tablets" USING btree ("updated_at");
  CREATE INDEX "tablets_created_at_idx" ON "tablets" USING btree ("created_at");
  CREATE INDEX "tablets__status_idx" ON "tablets" USING btree ("_status");
  CREATE INDEX "_tablets_v_version_protections_order_idx" ON "_tablets_v_version_protections" USING btree ("order");
  CREATE INDEX "_tablets_v_version_protections_parent_idx" ON "_tablets_v_version_protections" USING btree ("parent_id");
  CREATE INDEX "_tablets_v_parent_idx" ON "_tablets_v" USING btree ("parent_id");
  CREATE INDEX "_tablets_v_version_version_name_idx" ON "_tablets_v" USING btree ("version_name");
  CREATE INDEX "_tablets_v_version_version_slug_idx" ON "_tablets_v" USING btree ("version_slug");
  CREATE INDEX "_tablets_v_version_version_brand_idx" ON "_tablets_v" USING btree ("version_brand");
  CREATE INDEX "_tablets_v_version_version_year_idx" ON "_tablets_v" USING btree ("version_year");
  CREATE INDEX "_tablets_v_version_version_image_idx" ON "_tablets_v" USING btree ("version_image_id");
  CREATE INDEX "_tablets_v_version_version_updated_at_idx" ON "_tablets_v" USING btree ("version_updated_at");
  CREATE INDEX "_tablets_v_version_version_created_at_idx" ON "_tablets_v" USING btree ("version_created_at");
  CREATE INDEX "_tablets_v_version_version__status_idx" ON "_tablets_v" USING btree ("version__status");
  CREATE INDEX "_tablets_v_created_at_idx" ON "_tablets_v" USING btree ("created_at");
  CREATE INDEX "_tablets_v_updated_at_idx" ON "_tablets_v" USING btree ("updated_at");
  CREATE INDEX "_tablets_v_latest_idx" ON "_tablets_v" USING btree ("latest");
  CREATE INDEX "watches_name_idx" ON "watches" USING btree ("name");
  CREATE UNIQUE INDEX "watches_slug_idx" ON "watches" USING btree ("slug");
  CREATE INDEX "watches_brand_idx" ON "watches" USING btree ("brand");
  CREATE INDEX "watches_year_idx" ON "watches" USING btree ("year");
  CREATE INDEX "watches_image_idx" ON "watches" USING btree ("image_id");
  CREATE INDEX "watches_updated_at_idx" ON "watches" USING btree ("updated_at");
  CREATE INDEX "watches_created_at_idx" ON "watches" USING btree ("created_at");
  CREATE INDEX "watches__status_idx" ON "watches" USING btree ("_status");
  CREATE INDEX "_watches_v_parent_idx" ON "_watches_v" USING btree ("parent_id");
  CREATE INDEX "_watches_v_version_version_name_idx" ON "_watches_v" USING btree ("version_name");
  CREATE INDEX "_watches_v_version_version_slug_idx" ON "_watches_v" USING btree ("version_slug");
  CREATE INDEX "_watches_v_version_version_brand_idx" ON "_watches_v" USING btree ("version_brand");
  CREATE INDEX "_watches_v_version_version_year_idx" ON "_watches_v" USING btree ("version_year");
  CREATE INDEX "_watches_v_version_version_image_idx" ON "_watches_v" USING btree ("version_image_id");
  CREATE INDEX "_watches_v_version_version_updated_at_idx" ON "_watches_v" USING btree ("version_updated_at");
  CREATE INDEX "_watches_v_version_version_created_at_idx" ON "_watches_v" USING btree ("version_created_at");
  CREATE INDEX "_watches_v_version_version__status_idx" ON "_watches_v" USING btree ("version__status");
  CREATE INDEX "_watches_v_created_at_idx" ON "_watches_v" USING btree ("created_at");
  CREATE INDEX "_watches_v_updated_at_idx" ON "_watches_v" USING btree ("updated_at");
  CREATE INDEX "_watches_v_latest_idx" ON "_watches_v" USING btree ("latest");
  CREATE INDEX "consoles_name_idx" ON "consoles" USING btree ("name");
  CREATE UNIQUE INDEX "consoles_slug_idx" ON "consoles" USING btree ("slug");
  CREATE INDEX "consoles_brand_idx" ON "consoles" USING btree ("brand");
  CREATE INDEX "consoles_year_idx" ON "consoles" USING btree ("year");
  CREATE INDEX "consoles_kind_idx" ON "consoles" USING btree ("kind");
  CREATE INDEX "consoles_image_idx" ON "consoles" USING btree ("image_id");
  CREATE INDEX "consoles_updated_at_idx" ON "consoles" USING btree ("updated_at");
  CREATE INDEX "consoles_created_at_idx" ON "consoles" USING btree ("created_at");
  CREATE INDEX "consoles__status_idx" ON "consoles" USING btree ("_status");
  CREATE INDEX "_consoles_v_parent_idx" ON "_consoles_v" USING btree ("parent_id");
  CREATE INDEX "_consoles_v_version_version_name_idx" ON "_consoles_v" USING btree ("version_name");
  CREATE INDEX "_consoles_v_version_version_slug_idx" ON "_consoles_v" USING btree ("version_slug");
  CREATE INDEX "_consoles_v_version_version_brand_idx" ON "_consoles_v" USING btree ("version_brand");
  CREATE INDEX "_consoles_v_version_version_year_idx" ON "_consoles_v" USING btree ("version_year");
  CREATE INDEX "_consoles_v_version_version_kind_idx" ON "_consoles_v" USING btree ("version_kind");
  CREATE INDEX "_consoles_v_version_version_image_idx" ON "_consoles_v" USING btree ("version_image_id");
  CREATE INDEX "_consoles_v_version_version_updated_at_idx" ON "_consoles_v" USING btree ("version_updated_at");
  CREATE INDEX "_consoles_v_version_version_created_at_idx" ON "_consoles_v" USING btree ("version_created_at");
  CREATE INDEX "_consoles_v_version_version__status_idx" ON "_consoles_v" USING btree ("version__status");
  CREATE INDEX "_consoles_v_created_at_idx" ON "_consoles_v" USING btree ("created_at");
  CREATE INDEX "_consoles_v_updated_at_idx" ON "_consoles_v" USING btree ("updated_at");
  CREATE INDEX "_consoles_v_latest_idx" ON "_consoles_v" USING btree ("latest");
  CREATE INDEX "laptops_protections_order_idx" ON "laptops_protections" USING btree ("order");
  CREATE INDEX "laptops_protections_parent_idx" ON "laptops_protections" USING btree ("parent_id");
  CREATE INDEX "laptops_name_idx" ON "laptops" USING btree ("name");
  CREATE UNIQUE INDEX "laptops_slug_idx" ON "laptops" USING btree ("slug");
  CREATE INDEX "laptops_brand_idx" ON "laptops" USING btree ("brand");
  CREATE INDEX "laptops_year_idx" ON "laptops" USING btree ("year");
  CREATE INDEX "laptops_image_idx" ON "laptops" USING btree ("image_id");
  CREATE INDEX "laptops_updated_at_idx" ON "laptops" USING btree ("updated_at");
  CREATE INDEX "laptops_created_at_idx" ON "laptops" USING btree ("created_at");
  CREATE INDEX "laptops__status_idx" ON "laptops" USING btree ("_status");
  CREATE INDEX "laptops_numbers_order_parent_idx" ON "laptops_numbers" USING btree ("order","parent_id");
  CREATE INDEX "_laptops_v_version_protections_order_idx" ON "_laptops_v_version_protections" USING btree ("order");
  CREATE INDEX "_laptops_v_version_protections_parent_idx" ON "_laptops_v_version_protections" USING btree ("parent_id");
  CREATE INDEX "_laptops_v_parent_idx" ON "_laptops_v" USING btree ("parent_id");
  CREATE INDEX "_laptops_v_version_version_name_idx" ON "_laptops_v" USING btree ("version_name");
  CREATE INDEX "_laptops_v_version_version_slug_idx" ON "_laptops_v" USING btree ("version_slug");
  CREATE INDEX "_laptops_v_version_version_brand_idx" ON "_laptops_v" USING btree ("version_brand");
  CREATE INDEX "_laptops_v_version_version_year_idx" ON "_laptops_v" USING btree ("version_year");
  CREATE INDEX "_laptops_v_version_version_image_idx" ON "_laptops_v" USING btree ("version_image_id");
  CREATE INDEX "_laptops_v_version_version_updated_at_idx" ON "_laptops_v" USING btree ("version_updated_at");
  CREATE INDEX "_laptops_v_version_version_created_at_idx" ON "_laptops_v" USING btree ("version_created_at");
  CREATE INDEX "_laptops_v_version_version__status_idx" ON "_laptops_v" USING btree ("version__status");
  CREATE INDEX "_laptops_v_created_at_idx" ON "_laptops_v" USING btree ("created_at");
  CREATE INDEX "_laptops_v_updated_at_idx" ON "_laptops_v" USING btree ("updated_at");
  CREATE INDEX "_laptops_v_latest_idx" ON "_laptops_v" USING btree ("latest");
  CREATE INDEX "_laptops_v_numbers_order_parent_idx" ON "_laptops_v_numbers" USING btree ("order","parent_id");
  CREATE INDEX "car_models_name_idx" ON "car_models" USING btree ("name");
  CREATE UNIQUE INDEX "car_models_slug_idx" ON "car_models" USING btree ("slug");
  CREATE INDEX "car_models_brand_idx" ON "car_models" USING btree ("brand");
  CREATE INDEX "car_models_year_idx" ON "car_models" USING btree ("year");
  CREATE INDEX "car_models_image_idx" ON "car_models" USING btree ("image_id");
  CREATE INDEX "car_models_updated_at_idx" ON "car_models" USING btree ("updated_at");
  CREATE INDEX "car_models_created_at_idx" ON "car_models" USING btree ("created_at");
  CREATE INDEX "car_models__status_idx" ON "car_models" USING btree ("_status");
  CREATE INDEX "_car_models_v_parent_idx" ON "_car_models_v" USING btree ("parent_id");
  CREATE INDEX "_car_models_v_version_version_name_idx" ON "_car_models_v" USING btree ("version_name");
  CREATE INDEX "_car_models_v_version_version_slug_idx" ON "_car_models_v" USING btree ("version_slug");
  CREATE INDEX "_car_models_v_version_version_brand_idx" ON "_car_models_v" USING btree ("version_brand");
  CREATE INDEX "_car_models_v_version_version_year_idx" ON "_car_models_v" USING btree ("version_year");
  CREATE INDEX "_car_models_v_version_version_image_idx" ON "_car_models_v" USING btree ("version_image_id");
  CREATE INDEX "_car_models_v_version_version_updated_at_idx" ON "_car_models_v" USING btree ("version_updated_at");
  CREATE INDEX "_car_models_v_version_version_created_at_idx" ON "_car_models_v" USING btree ("version_created_at");
  CREATE INDEX "_car_models_v_version_version__status_idx" ON "_car_models_v" USING btree ("version__status");
  CREATE INDEX "_car_models_v_created_at_idx" ON "_car_models_v" USING btree ("created_at");
  CREATE INDEX "_car_models_v_updated_at_idx" ON "_car_models_v" USING btree ("updated_at");
  CREATE INDEX "_car_models_v_latest_idx" ON "_car_models_v" USING btree ("latest");
  CREATE INDEX "faqs_category_idx" ON "faqs" USING btree ("category");
  CREATE INDEX "faqs_position_idx" ON "faqs" USING btree ("position");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE INDEX "faqs__status_idx" ON "faqs" USING btree ("_status");
  CREATE INDEX "_faqs_v_parent_idx" ON "_faqs_v" USING btree ("parent_id");
  CREATE INDEX "_faqs_v_version_version_category_idx" ON "_faqs_v" USING btree ("version_category");
  CREATE INDEX "_faqs_v_version_version_position_idx" ON "_faqs_v" USING btree ("version_position");
  CREATE INDEX "_faqs_v_version_version_updated_at_idx" ON "_faqs_v" USING btree ("version_updated_at");
  CREATE INDEX "_faqs_v_version_version_created_at_idx" ON "_faqs_v" USING btree ("version_created_at");
  CREATE INDEX "_faqs_v_version_version__status_idx" ON "_faqs_v" USING btree ("version__status");
  CREATE INDEX "_faqs_v_created_at_idx" ON "_faqs_v" USING btree ("created_at");
  CREATE INDEX "_faqs_v_updated_at_idx" ON "_faqs_v" USING btree ("updated_at");
  CREATE INDEX "_faqs_v_latest_idx" ON "_faqs_v" USING btree ("latest");
  CREATE INDEX "legal_pages_sections_order_idx" ON "legal_pages_sections" USING btree ("_order");
  CREATE INDEX "legal_pages_sections_parent_id_idx" ON "legal_pages_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "legal_pages_slug_idx" ON "legal_pages" USING btree ("slug");
  CREATE INDEX "legal_pages_updated_at_idx" ON "legal_pages" USING btree ("updated_at");
  CREATE INDEX "legal_pages_created_at_idx" ON "legal_pages" USING btree ("created_at");
  CREATE INDEX "legal_pages__status_idx" ON "legal_pages" USING btree ("_status");
  CREATE INDEX "_legal_pages_v_version_sections_order_idx" ON "_legal_pages_v_version_sections" USING btree ("_order");
  CREATE INDEX "_legal_pages_v_version_sections_parent_id_idx" ON "_legal_pages_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "_legal_pages_v_parent_idx" ON "_legal_pages_v" USING btree ("parent_id");
  CREATE INDEX "_legal_pages_v_version_version_slug_idx" ON "_legal_pages_v" USING btree ("version_slug");
  CREATE INDEX "_legal_pages_v_version_version_updated_at_idx" ON "_legal_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_legal_pages_v_version_version_created_at_idx" ON "_legal_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_legal_pages_v_version_version__status_idx" ON "_legal_pages_v" USING btree ("version__status");
  CREATE INDEX "_legal_pages_v_created_at_idx" ON "_legal_pages_v" USING btree ("created_at");
  CREATE INDEX "_legal_pages_v_updated_at_idx" ON "_legal_pages_v" USING btree ("updated_at");
  CREATE INDEX "_legal_pages_v_latest_idx" ON "_legal_pages_v" USING btree ("latest");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_phones_id_idx" ON "payload_locked_documents_rels" USING btree ("phones_id");
  CREATE INDEX "payload_locked_documents_rels_tablets_id_idx" ON "payload_locked_documents_rels" USING btree ("tablets_id");
  CREATE INDEX "payload_locked_documents_rels_watches_id_idx" ON "payload_locked_documents_rels" USING btree ("watches_id");
  CREATE INDEX "payload_locked_documents_rels_consoles_id_idx" ON "payload_locked_documents_rels" USING btree ("consoles_id");
  CREATE INDEX "payload_locked_documents_rels_laptops_id_idx" ON "payload_locked_documents_rels" USING btree ("laptops_id");
  CREATE INDEX "payload_locked_documents_rels_car_models_id_idx" ON "payload_locked_documents_rels" USING btree ("car_models_id");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");
  CREATE INDEX "payload_locked_documents_rels_legal_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("legal_pages_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "pricing_watch_packs_features_order_idx" ON "pricing_watch_packs_features" USING btree ("_order");
  CREATE INDEX "pricing_watch_packs_features_parent_id_idx" ON "pricing_watch_packs_features" USING btree ("_parent_id");
  CREATE INDEX "pricing_watch_packs_order_idx" ON "pricing_watch_packs" USING btree ("_order");
  CREATE INDEX "pricing_watch_packs_parent_id_idx" ON "pricing_watch_packs" USING btree ("_parent_id");
  CREATE INDEX "site_settings_hours_order_idx" ON "site_settings_hours" USING btree ("_order");
  CREATE INDEX "site_settings_hours_parent_id_idx" ON "site_settings_hours" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "phones_protections" CASCADE;
  DROP TABLE "phones" CASCADE;
  DROP TABLE "_phones_v_version_protections" CASCADE;
  DROP TABLE "_phones_v" CASCADE;
  DROP TABLE "tablets_protections" CASCADE;
  DROP TABLE "tablets" CASCADE;
  DROP TABLE "_tablets_v_version_protections" CASCADE;
  DROP TABLE "_tablets_v" CASCADE;
  DROP TABLE "watches" CASCADE;
  DROP TABLE "_watches_v" CASCADE;
  DROP TABLE "consoles" CASCADE;
  DROP TABLE "_consoles_v" CASCADE;
  DROP TABLE "laptops_protections" CASCADE;
  DROP TABLE "laptops" CASCADE;
  DROP TABLE "laptops_numbers" CASCADE;
  DROP TABLE "_laptops_v_version_protections" CASCADE;
  DROP TABLE "_laptops_v" CASCADE;
  DROP TABLE "_laptops_v_numbers" CASCADE;
  DROP TABLE "car_models" CASCADE;
  DROP TABLE "_car_models_v" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "_faqs_v" CASCADE;
  DROP TABLE "legal_pages_sections" CASCADE;
  DROP TABLE "legal_pages" CASCADE;
  DROP TABLE "_legal_pages_v_version_sections" CASCADE;
  DROP TABLE "_legal_pages_v" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "pricing_watch_packs_features" CASCADE;
  DROP TABLE "pricing_watch_packs" CASCADE;
  DROP TABLE "pricing" CASCADE;
  DROP TABLE "site_settings_hours" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TYPE "public"."enum_phones_protections";
  DROP TYPE "public"."enum_phones_status";
  DROP TYPE "public"."enum__phones_v_version_protections";
  DROP TYPE "public"."enum__phones_v_version_status";
  DROP TYPE "public"."enum_tablets_protections";
  DROP TYPE "public"."enum_tablets_brand";
  DROP TYPE "public"."enum_tablets_status";
  DROP TYPE "public"."enum__tablets_v_version_protections";
  DROP TYPE "public"."enum__tablets_v_version_brand";
  DROP TYPE "public"."enum__tablets_v_version_status";
  DROP TYPE "public"."enum_watches_brand";
  DROP TYPE "public"."enum_watches_status";
  DROP TYPE "public"."enum__watches_v_version_brand";
  DROP TYPE "public"."enum__watches_v_version_status";
  DROP TYPE "public"."enum_consoles_brand";
  DROP TYPE "public"."enum_consoles_kind";
  DROP TYPE "public"."enum_consoles_status";
  DROP TYPE "public"."enum__consoles_v_version_brand";
  DROP TYPE "public"."enum__consoles_v_version_kind";
  DROP TYPE "public"."enum__consoles_v_version_status";
  DROP TYPE "public"."enum_laptops_protections";
  DROP TYPE "public"."enum_laptops_brand";
  DROP TYPE "public"."enum_laptops_status";
  DROP TYPE "public"."enum__laptops_v_version_protections";
  DROP TYPE "public"."enum__laptops_v_version_brand";
  DROP TYPE "public"."enum__laptops_v_version_status";
  DROP TYPE "public"."enum_car_models_brand";
  DROP TYPE "public"."enum_car_models_status";
  DROP TYPE "public"."enum__car_models_v_version_brand";
  DROP TYPE "public"."enum__car_models_v_version_status";
  DROP TYPE "public"."enum_faqs_category";
  DROP TYPE "public"."enum_faqs_status";
  DROP TYPE "public"."enum__faqs_v_version_category";
  DROP TYPE "public"."enum__faqs_v_version_status";
  DROP TYPE "public"."enum_legal_pages_slug";
  DROP TYPE "public"."enum_legal_pages_status";
  DROP TYPE "public"."enum__legal_pages_v_version_slug";
  DROP TYPE "public"."enum__legal_pages_v_version_status";
  DROP TYPE "public"."enum_users_role";`)
}
