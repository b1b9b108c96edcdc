import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_newsletter_subscribers_status" AS ENUM('pending', 'confirmed', 'unsubscribed');
  ALTER TYPE "public"."enum_tickets_source" ADD VALUE 'contact';
  ALTER TYPE "public"."enum_tickets_source" ADD VALUE 'faq-contact';
  ALTER TYPE "public"."enum_tickets_source" ADD VALUE 'warranty-claim';
  ALTER TYPE "public"."enum_tickets_source" ADD VALUE 'retractation';
  ALTER TYPE "public"."enum_tickets_source" ADD VALUE 'legal-contact';
  ALTER TYPE "public"."enum_tickets_source" ADD VALUE 'cookie-contact';
  ALTER TYPE "public"."enum_tickets_source" ADD VALUE 'withdrawal';
  CREATE TABLE "tickets_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"claim_photos_id" integer
  );
  
  CREATE TABLE "claim_photos" (
  	"id" serial PRIMARY KEY NOT NULL,
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
  	"sizes_thumbnail_filename" varchar
  );
  
  CREATE TABLE "newsletter_subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"status" "enum_newsletter_subscribers_status" DEFAULT 'pending' NOT NULL,
  	"reference" varchar,
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"consent_consented_at" timestamp(3) with time zone,
  	"consent_text" varchar,
  	"confirm_token_hash" varchar,
  	"confirm_token_expires_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "tickets" ALTER COLUMN "message" DROP NOT NULL;
  ALTER TABLE "orders_status_history" ADD COLUMN "note" varchar;
  ALTER TABLE "tickets" ADD COLUMN "phone" varchar;
  ALTER TABLE "tickets" ADD COLUMN "order_date" varchar;
  ALTER TABLE "tickets" ADD COLUMN "subject" varchar;
  ALTER TABLE "tickets" ADD COLUMN "product" varchar;
  ALTER TABLE "tickets" ADD COLUMN "problem" varchar;
  ALTER TABLE "tickets" ADD COLUMN "reason" varchar;
  ALTER TABLE "tickets" ADD COLUMN "product_details" varchar;
  ALTER TABLE "tickets" ADD COLUMN "other_reason" varchar;
  ALTER TABLE "tickets" ADD COLUMN "withdrawn_at" timestamp(3) with time zone;
  ALTER TABLE "tickets" ADD COLUMN "consent_consented_at" timestamp(3) with time zone;
  ALTER TABLE "tickets" ADD COLUMN "consent_text" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "claim_photos_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_subscribers_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "submission_retention_months" numeric DEFAULT 36 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "mediator_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "mediator_address" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "mediator_website" varchar;
  ALTER TABLE "tickets_rels" ADD CONSTRAINT "tickets_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tickets_rels" ADD CONSTRAINT "tickets_rels_claim_photos_fk" FOREIGN KEY ("claim_photos_id") REFERENCES "public"."claim_photos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "tickets_rels_order_idx" ON "tickets_rels" USING btree ("order");
  CREATE INDEX "tickets_rels_parent_idx" ON "tickets_rels" USING btree ("parent_id");
  CREATE INDEX "tickets_rels_path_idx" ON "tickets_rels" USING btree ("path");
  CREATE INDEX "tickets_rels_claim_photos_id_idx" ON "tickets_rels" USING btree ("claim_photos_id");
  CREATE INDEX "claim_photos_updated_at_idx" ON "claim_photos" USING btree ("updated_at");
  CREATE INDEX "claim_photos_created_at_idx" ON "claim_photos" USING btree ("created_at");
  CREATE UNIQUE INDEX "claim_photos_filename_idx" ON "claim_photos" USING btree ("filename");
  CREATE INDEX "claim_photos_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "claim_photos" USING btree ("sizes_thumbnail_filename");
  CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree ("email");
  CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers" USING btree ("status");
  CREATE INDEX "newsletter_subscribers_confirm_token_hash_idx" ON "newsletter_subscribers" USING btree ("confirm_token_hash");
  CREATE INDEX "newsletter_subscribers_updated_at_idx" ON "newsletter_subscribers" USING btree ("updated_at");
  CREATE INDEX "newsletter_subscribers_created_at_idx" ON "newsletter_subscribers" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_claim_photos_fk" FOREIGN KEY ("claim_photos_id") REFERENCES "public"."claim_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_subscribers_fk" FOREIGN KEY ("newsletter_subscribers_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "tickets_source_idx" ON "tickets" USING btree ("source");
  CREATE INDEX "payload_locked_documents_rels_claim_photos_id_idx" ON "payload_locked_documents_rels" USING btree ("claim_photos_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_subscribers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tickets_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "claim_photos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_subscribers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "tickets_rels" CASCADE;
  DROP TABLE "claim_photos" CASCADE;
  DROP TABLE "newsletter_subscribers" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_claim_photos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_subscribers_fk";
  
  ALTER TABLE "tickets" ALTER COLUMN "source" SET DATA TYPE text;
  DROP TYPE "public"."enum_tickets_source";
  CREATE TYPE "public"."enum_tickets_source" AS ENUM('order-support');
  ALTER TABLE "tickets" ALTER COLUMN "source" SET DATA TYPE "public"."enum_tickets_source" USING "source"::"public"."enum_tickets_source";
  DROP INDEX "tickets_source_idx";
  DROP INDEX "payload_locked_documents_rels_claim_photos_id_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_subscribers_id_idx";
  ALTER TABLE "tickets" ALTER COLUMN "message" SET NOT NULL;
  ALTER TABLE "orders_status_history" DROP COLUMN "note";
  ALTER TABLE "tickets" DROP COLUMN "phone";
  ALTER TABLE "tickets" DROP COLUMN "order_date";
  ALTER TABLE "tickets" DROP COLUMN "subject";
  ALTER TABLE "tickets" DROP COLUMN "product";
  ALTER TABLE "tickets" DROP COLUMN "problem";
  ALTER TABLE "tickets" DROP COLUMN "reason";
  ALTER TABLE "tickets" DROP COLUMN "product_details";
  ALTER TABLE "tickets" DROP COLUMN "other_reason";
  ALTER TABLE "tickets" DROP COLUMN "withdrawn_at";
  ALTER TABLE "tickets" DROP COLUMN "consent_consented_at";
  ALTER TABLE "tickets" DROP COLUMN "consent_text";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "claim_photos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_subscribers_id";
  ALTER TABLE "site_settings" DROP COLUMN "submission_retention_months";
  ALTER TABLE "site_settings" DROP COLUMN "mediator_name";
  ALTER TABLE "site_settings" DROP COLUMN "mediator_address";
  ALTER TABLE "site_settings" DROP COLUMN "mediator_website";
  DROP TYPE "public"."enum_newsletter_subscribers_status";`)
}
