import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_promo_codes_categories" AS ENUM('telephone', 'tablette', 'montre', 'console', 'manette', 'ordinateur', 'ecran-auto');
  CREATE TYPE "public"."enum_promo_codes_protections" AS ENUM('hd-tpu', 'blue-light', 'anti-spy');
  CREATE TYPE "public"."enum_promo_codes_kind" AS ENUM('percentage', 'fixed', 'free-delivery');
  CREATE TYPE "public"."enum__promo_codes_v_version_categories" AS ENUM('telephone', 'tablette', 'montre', 'console', 'manette', 'ordinateur', 'ecran-auto');
  CREATE TYPE "public"."enum__promo_codes_v_version_protections" AS ENUM('hd-tpu', 'blue-light', 'anti-spy');
  CREATE TYPE "public"."enum__promo_codes_v_version_kind" AS ENUM('percentage', 'fixed', 'free-delivery');
  CREATE TABLE "promo_codes_categories" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_promo_codes_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "promo_codes_protections" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_promo_codes_protections",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "promo_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"active" boolean DEFAULT true,
  	"kind" "enum_promo_codes_kind" DEFAULT 'percentage' NOT NULL,
  	"percent" numeric,
  	"amount" numeric,
  	"valid_from" timestamp(3) with time zone,
  	"valid_until" timestamp(3) with time zone,
  	"minimum_amount" numeric DEFAULT 0 NOT NULL,
  	"max_uses" numeric,
  	"max_uses_per_customer" numeric,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_promo_codes_v_version_categories" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__promo_codes_v_version_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_promo_codes_v_version_protections" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__promo_codes_v_version_protections",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_promo_codes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_code" varchar NOT NULL,
  	"version_active" boolean DEFAULT true,
  	"version_kind" "enum__promo_codes_v_version_kind" DEFAULT 'percentage' NOT NULL,
  	"version_percent" numeric,
  	"version_amount" numeric,
  	"version_valid_from" timestamp(3) with time zone,
  	"version_valid_until" timestamp(3) with time zone,
  	"version_minimum_amount" numeric DEFAULT 0 NOT NULL,
  	"version_max_uses" numeric,
  	"version_max_uses_per_customer" numeric,
  	"version_note" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "orders_lines" ADD COLUMN "discount_cents" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "orders" ADD COLUMN "promo_code_id" integer;
  ALTER TABLE "orders" ADD COLUMN "promo_label" varchar;
  ALTER TABLE "orders" ADD COLUMN "discount_cents" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "users" ADD COLUMN "manages_promotions" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "promo_codes_id" integer;
  ALTER TABLE "promo_codes_categories" ADD CONSTRAINT "promo_codes_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promo_codes_protections" ADD CONSTRAINT "promo_codes_protections_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promo_codes_v_version_categories" ADD CONSTRAINT "_promo_codes_v_version_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_promo_codes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promo_codes_v_version_protections" ADD CONSTRAINT "_promo_codes_v_version_protections_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_promo_codes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promo_codes_v" ADD CONSTRAINT "_promo_codes_v_parent_id_promo_codes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "promo_codes_categories_order_idx" ON "promo_codes_categories" USING btree ("order");
  CREATE INDEX "promo_codes_categories_parent_idx" ON "promo_codes_categories" USING btree ("parent_id");
  CREATE INDEX "promo_codes_protections_order_idx" ON "promo_codes_protections" USING btree ("order");
  CREATE INDEX "promo_codes_protections_parent_idx" ON "promo_codes_protections" USING btree ("parent_id");
  CREATE UNIQUE INDEX "promo_codes_code_idx" ON "promo_codes" USING btree ("code");
  CREATE INDEX "promo_codes_active_idx" ON "promo_codes" USING btree ("active");
  CREATE INDEX "promo_codes_updated_at_idx" ON "promo_codes" USING btree ("updated_at");
  CREATE INDEX "promo_codes_created_at_idx" ON "promo_codes" USING btree ("created_at");
  CREATE INDEX "_promo_codes_v_version_categories_order_idx" ON "_promo_codes_v_version_categories" USING btree ("order");
  CREATE INDEX "_promo_codes_v_version_categories_parent_idx" ON "_promo_codes_v_version_categories" USING btree ("parent_id");
  CREATE INDEX "_promo_codes_v_version_protections_order_idx" ON "_promo_codes_v_version_protections" USING btree ("order");
  CREATE INDEX "_promo_codes_v_version_protections_parent_idx" ON "_promo_codes_v_version_protections" USING btree ("parent_id");
  CREATE INDEX "_promo_codes_v_parent_idx" ON "_promo_codes_v" USING btree ("parent_id");
  CREATE INDEX "_promo_codes_v_version_version_code_idx" ON "_promo_codes_v" USING btree ("version_code");
  CREATE INDEX "_promo_codes_v_version_version_active_idx" ON "_promo_codes_v" USING btree ("version_active");
  CREATE INDEX "_promo_codes_v_version_version_updated_at_idx" ON "_promo_codes_v" USING btree ("version_updated_at");
  CREATE INDEX "_promo_codes_v_version_version_created_at_idx" ON "_promo_codes_v" USING btree ("version_created_at");
  CREATE INDEX "_promo_codes_v_created_at_idx" ON "_promo_codes_v" USING btree ("created_at");
  CREATE INDEX "_promo_codes_v_updated_at_idx" ON "_promo_codes_v" USING btree ("updated_at");
  ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promo_codes_fk" FOREIGN KEY ("promo_codes_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "orders_promo_promo_code_idx" ON "orders" USING btree ("promo_code_id");
  CREATE INDEX "payload_locked_documents_rels_promo_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("promo_codes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "promo_codes_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promo_codes_protections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promo_codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promo_codes_v_version_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promo_codes_v_version_protections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promo_codes_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "promo_codes_categories" CASCADE;
  DROP TABLE "promo_codes_protections" CASCADE;
  DROP TABLE "promo_codes" CASCADE;
  DROP TABLE "_promo_codes_v_version_categories" CASCADE;
  DROP TABLE "_promo_codes_v_version_protections" CASCADE;
  DROP TABLE "_promo_codes_v" CASCADE;
  ALTER TABLE "orders" DROP CONSTRAINT "orders_promo_code_id_promo_codes_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_promo_codes_fk";
  
  DROP INDEX "orders_promo_promo_code_idx";
  DROP INDEX "payload_locked_documents_rels_promo_codes_id_idx";
  ALTER TABLE "orders_lines" DROP COLUMN "discount_cents";
  ALTER TABLE "orders" DROP COLUMN "promo_code_id";
  ALTER TABLE "orders" DROP COLUMN "promo_label";
  ALTER TABLE "orders" DROP COLUMN "discount_cents";
  ALTER TABLE "users" DROP COLUMN "manages_promotions";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "promo_codes_id";
  DROP TYPE "public"."enum_promo_codes_categories";
  DROP TYPE "public"."enum_promo_codes_protections";
  DROP TYPE "public"."enum_promo_codes_kind";
  DROP TYPE "public"."enum__promo_codes_v_version_categories";
  DROP TYPE "public"."enum__promo_codes_v_version_protections";
  DROP TYPE "public"."enum__promo_codes_v_version_kind";`)
}
