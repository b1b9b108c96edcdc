import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "_site_settings_v_version_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"days" varchar NOT NULL,
  	"hours" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_popular_searches" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"query" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_shop_name" varchar NOT NULL,
  	"version_legal_name" varchar NOT NULL,
  	"version_legal_form" varchar,
  	"version_rcs" varchar,
  	"version_siret" varchar,
  	"version_vat_number" varchar,
  	"version_email" varchar NOT NULL,
  	"version_support_email" varchar NOT NULL,
  	"version_phone" varchar,
  	"version_address_street" varchar NOT NULL,
  	"version_address_postal_code" varchar NOT NULL,
  	"version_address_city" varchar NOT NULL,
  	"version_address_country" varchar DEFAULT 'France' NOT NULL,
  	"version_submission_retention_months" numeric DEFAULT 36 NOT NULL,
  	"version_mediator_name" varchar,
  	"version_mediator_address" varchar,
  	"version_mediator_website" varchar,
  	"version_email_reply_delay" varchar NOT NULL,
  	"version_chat_hours" varchar,
  	"version_warranty_days" numeric DEFAULT 30 NOT NULL,
  	"version_founded_at" varchar NOT NULL,
  	"version_claims_transparency" varchar NOT NULL,
  	"version_claims_hardness" varchar NOT NULL,
  	"version_claims_privacy_angle" varchar NOT NULL,
  	"version_claims_blue_light_filter" varchar NOT NULL,
  	"version_claims_model_coverage" varchar NOT NULL,
  	"version_claims_satisfied_customers" varchar NOT NULL,
  	"version_social_facebook" varchar,
  	"version_social_instagram" varchar,
  	"version_social_tiktok" varchar,
  	"version_social_youtube" varchar,
  	"version_updated_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "customers" ADD COLUMN "pending_email" varchar;
  ALTER TABLE "customers" ADD COLUMN "pending_email_token_hash" varchar;
  ALTER TABLE "customers" ADD COLUMN "pending_email_cancel_token_hash" varchar;
  ALTER TABLE "customers" ADD COLUMN "pending_email_expires_at" timestamp(3) with time zone;
  ALTER TABLE "customers" ADD COLUMN "erasure_token_hash" varchar;
  ALTER TABLE "customers" ADD COLUMN "erasure_expires_at" timestamp(3) with time zone;
  ALTER TABLE "customer_photos" ADD COLUMN "upload_token_hash" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "updated_by" varchar;
  ALTER TABLE "_site_settings_v_version_hours" ADD CONSTRAINT "_site_settings_v_version_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_popular_searches" ADD CONSTRAINT "_site_settings_v_version_popular_searches_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_site_settings_v_version_hours_order_idx" ON "_site_settings_v_version_hours" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_hours_parent_id_idx" ON "_site_settings_v_version_hours" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_popular_searches_order_idx" ON "_site_settings_v_version_popular_searches" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_popular_searches_parent_id_idx" ON "_site_settings_v_version_popular_searches" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "customers_pending_email_token_hash_idx" ON "customers" USING btree ("pending_email_token_hash");
  CREATE UNIQUE INDEX "customers_pending_email_cancel_token_hash_idx" ON "customers" USING btree ("pending_email_cancel_token_hash");
  CREATE UNIQUE INDEX "customers_erasure_token_hash_idx" ON "customers" USING btree ("erasure_token_hash");
  CREATE UNIQUE INDEX "customer_photos_upload_token_hash_idx" ON "customer_photos" USING btree ("upload_token_hash");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_site_settings_v_version_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_popular_searches" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_site_settings_v_version_hours" CASCADE;
  DROP TABLE "_site_settings_v_version_popular_searches" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  DROP INDEX "customers_pending_email_token_hash_idx";
  DROP INDEX "customers_pending_email_cancel_token_hash_idx";
  DROP INDEX "customers_erasure_token_hash_idx";
  DROP INDEX "customer_photos_upload_token_hash_idx";
  ALTER TABLE "customers" DROP COLUMN "pending_email";
  ALTER TABLE "customers" DROP COLUMN "pending_email_token_hash";
  ALTER TABLE "customers" DROP COLUMN "pending_email_cancel_token_hash";
  ALTER TABLE "customers" DROP COLUMN "pending_email_expires_at";
  ALTER TABLE "customers" DROP COLUMN "erasure_token_hash";
  ALTER TABLE "customers" DROP COLUMN "erasure_expires_at";
  ALTER TABLE "customer_photos" DROP COLUMN "upload_token_hash";
  ALTER TABLE "site_settings" DROP COLUMN "updated_by";`)
}
