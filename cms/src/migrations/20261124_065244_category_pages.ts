import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_category_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__category_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "category_pages_phones_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "category_pages_phones_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"city" varchar,
  	"device" varchar,
  	"rating" numeric DEFAULT 5,
  	"text" varchar
  );
  
  CREATE TABLE "category_pages_watches_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "category_pages_watches_install_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "category_pages_consoles_reasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "category_pages_consoles_install_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "category_pages_car_screens_hero_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "category_pages_car_screens_why" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "category_pages_car_screens_install_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "category_pages_home_install_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "category_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phones_testimonials_title" varchar,
  	"phones_payment_banner_title" varchar,
  	"phones_payment_banner_text" varchar,
  	"watches_pack_banner_title" varchar,
  	"watches_pack_banner_text" varchar,
  	"watches_pack_banner_image_id" integer,
  	"watches_benefits_title" varchar,
  	"watches_install_title" varchar,
  	"watches_help_title" varchar,
  	"watches_help_text" varchar,
  	"consoles_reasons_title" varchar,
  	"consoles_install_title" varchar,
  	"car_screens_hero_image_id" integer,
  	"car_screens_why_title" varchar,
  	"car_screens_install_title" varchar,
  	"home_install_title" varchar,
  	"home_install_intro" varchar,
  	"home_install_image_id" integer,
  	"_status" "enum_category_pages_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_category_pages_v_version_phones_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_category_pages_v_version_phones_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"city" varchar,
  	"device" varchar,
  	"rating" numeric DEFAULT 5,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_category_pages_v_version_watches_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_category_pages_v_version_watches_install_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_category_pages_v_version_consoles_reasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_category_pages_v_version_consoles_install_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_category_pages_v_version_car_screens_hero_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_category_pages_v_version_car_screens_why" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_category_pages_v_version_car_screens_install_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_category_pages_v_version_home_install_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_category_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_phones_testimonials_title" varchar,
  	"version_phones_payment_banner_title" varchar,
  	"version_phones_payment_banner_text" varchar,
  	"version_watches_pack_banner_title" varchar,
  	"version_watches_pack_banner_text" varchar,
  	"version_watches_pack_banner_image_id" integer,
  	"version_watches_benefits_title" varchar,
  	"version_watches_install_title" varchar,
  	"version_watches_help_title" varchar,
  	"version_watches_help_text" varchar,
  	"version_consoles_reasons_title" varchar,
  	"version_consoles_install_title" varchar,
  	"version_car_screens_hero_image_id" integer,
  	"version_car_screens_why_title" varchar,
  	"version_car_screens_install_title" varchar,
  	"version_home_install_title" varchar,
  	"version_home_install_intro" varchar,
  	"version_home_install_image_id" integer,
  	"version__status" "enum__category_pages_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "category_pages_phones_benefits" ADD CONSTRAINT "category_pages_phones_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."category_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "category_pages_phones_testimonials" ADD CONSTRAINT "category_pages_phones_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."category_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "category_pages_watches_benefits" ADD CONSTRAINT "category_pages_watches_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."category_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "category_pages_watches_install_steps" ADD CONSTRAINT "category_pages_watches_install_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."category_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "category_pages_consoles_reasons" ADD CONSTRAINT "category_pages_consoles_reasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."category_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "category_pages_consoles_install_steps" ADD CONSTRAINT "category_pages_consoles_install_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."category_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "category_pages_car_screens_hero_features" ADD CONSTRAINT "category_pages_car_screens_hero_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."category_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "category_pages_car_screens_why" ADD CONSTRAINT "category_pages_car_screens_why_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."category_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "category_pages_car_screens_install_steps" ADD CONSTRAINT "category_pages_car_screens_install_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."category_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "category_pages_home_install_steps" ADD CONSTRAINT "category_pages_home_install_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."category_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "category_pages" ADD CONSTRAINT "category_pages_watches_pack_banner_image_id_media_id_fk" FOREIGN KEY ("watches_pack_banner_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "category_pages" ADD CONSTRAINT "category_pages_car_screens_hero_image_id_media_id_fk" FOREIGN KEY ("car_screens_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "category_pages" ADD CONSTRAINT "category_pages_home_install_image_id_media_id_fk" FOREIGN KEY ("home_install_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_category_pages_v_version_phones_benefits" ADD CONSTRAINT "_category_pages_v_version_phones_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_category_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_category_pages_v_version_phones_testimonials" ADD CONSTRAINT "_category_pages_v_version_phones_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_category_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_category_pages_v_version_watches_benefits" ADD CONSTRAINT "_category_pages_v_version_watches_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_category_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_category_pages_v_version_watches_install_steps" ADD CONSTRAINT "_category_pages_v_version_watches_install_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_category_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_category_pages_v_version_consoles_reasons" ADD CONSTRAINT "_category_pages_v_version_consoles_reasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_category_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_category_pages_v_version_consoles_install_steps" ADD CONSTRAINT "_category_pages_v_version_consoles_install_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_category_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_category_pages_v_version_car_screens_hero_features" ADD CONSTRAINT "_category_pages_v_version_car_screens_hero_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_category_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_category_pages_v_version_car_screens_why" ADD CONSTRAINT "_category_pages_v_version_car_screens_why_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_category_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_category_pages_v_version_car_screens_install_steps" ADD CONSTRAINT "_category_pages_v_version_car_screens_install_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_category_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_category_pages_v_version_home_install_steps" ADD CONSTRAINT "_category_pages_v_version_home_install_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_category_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_category_pages_v" ADD CONSTRAINT "_category_pages_v_version_watches_pack_banner_image_id_media_id_fk" FOREIGN KEY ("version_watches_pack_banner_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_category_pages_v" ADD CONSTRAINT "_category_pages_v_version_car_screens_hero_image_id_media_id_fk" FOREIGN KEY ("version_car_screens_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_category_pages_v" ADD CONSTRAINT "_category_pages_v_version_home_install_image_id_media_id_fk" FOREIGN KEY ("version_home_install_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "category_pages_phones_benefits_order_idx" ON "category_pages_phones_benefits" USING btree ("_order");
  CREATE INDEX "category_pages_phones_benefits_parent_id_idx" ON "category_pages_phones_benefits" USING btree ("_parent_id");
  CREATE INDEX "category_pages_phones_testimonials_order_idx" ON "category_pages_phones_testimonials" USING btree ("_order");
  CREATE INDEX "category_pages_phones_testimonials_parent_id_idx" ON "category_pages_phones_testimonials" USING btree ("_parent_id");
  CREATE INDEX "category_pages_watches_benefits_order_idx" ON "category_pages_watches_benefits" USING btree ("_order");
  CREATE INDEX "category_pages_watches_benefits_parent_id_idx" ON "category_pages_watches_benefits" USING btree ("_parent_id");
  CREATE INDEX "category_pages_watches_install_steps_order_idx" ON "category_pages_watches_install_steps" USING btree ("_order");
  CREATE INDEX "category_pages_watches_install_steps_parent_id_idx" ON "category_pages_watches_install_steps" USING btree ("_parent_id");
  CREATE INDEX "category_pages_consoles_reasons_order_idx" ON "category_pages_consoles_reasons" USING btree ("_order");
  CREATE INDEX "category_pages_consoles_reasons_parent_id_idx" ON "category_pages_consoles_reasons" USING btree ("_parent_id");
  CREATE INDEX "category_pages_consoles_install_steps_order_idx" ON "category_pages_consoles_install_steps" USING btree ("_order");
  CREATE INDEX "category_pages_consoles_install_steps_parent_id_idx" ON "category_pages_consoles_install_steps" USING btree ("_parent_id");
  CREATE INDEX "category_pages_car_screens_hero_features_order_idx" ON "category_pages_car_screens_hero_features" USING btree ("_order");
  CREATE INDEX "category_pages_car_screens_hero_features_parent_id_idx" ON "category_pages_car_screens_hero_features" USING btree ("_parent_id");
  CREATE INDEX "category_pages_car_screens_why_order_idx" ON "category_pages_car_screens_why" USING btree ("_order");
  CREATE INDEX "category_pages_car_screens_why_parent_id_idx" ON "category_pages_car_screens_why" USING btree ("_parent_id");
  CREATE INDEX "category_pages_car_screens_install_steps_order_idx" ON "category_pages_car_screens_install_steps" USING btree ("_order");
  CREATE INDEX "category_pages_car_screens_install_steps_parent_id_idx" ON "category_pages_car_screens_install_steps" USING btree ("_parent_id");
  CREATE INDEX "category_pages_home_install_steps_order_idx" ON "category_pages_home_install_steps" USING btree ("_order");
  CREATE INDEX "category_pages_home_install_steps_parent_id_idx" ON "category_pages_home_install_steps" USING btree ("_parent_id");
  CREATE INDEX "category_pages_watches_pack_banner_watches_pack_banner_i_idx" ON "category_pages" USING btree ("watches_pack_banner_image_id");
  CREATE INDEX "category_pages_car_screens_car_screens_hero_image_idx" ON "category_pages" USING btree ("car_screens_hero_image_id");
  CREATE INDEX "category_pages_home_home_install_image_idx" ON "category_pages" USING btree ("home_install_image_id");
  CREATE INDEX "category_pages__status_idx" ON "category_pages" USING btree ("_status");
  CREATE INDEX "_category_pages_v_version_phones_benefits_order_idx" ON "_category_pages_v_version_phones_benefits" USING btree ("_order");
  CREATE INDEX "_category_pages_v_version_phones_benefits_parent_id_idx" ON "_category_pages_v_version_phones_benefits" USING btree ("_parent_id");
  CREATE INDEX "_category_pages_v_version_phones_testimonials_order_idx" ON "_category_pages_v_version_phones_testimonials" USING btree ("_order");
  CREATE INDEX "_category_pages_v_version_phones_testimonials_parent_id_idx" ON "_category_pages_v_version_phones_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_category_pages_v_version_watches_benefits_order_idx" ON "_category_pages_v_version_watches_benefits" USING btree ("_order");
  CREATE INDEX "_category_pages_v_version_watches_benefits_parent_id_idx" ON "_category_pages_v_version_watches_benefits" USING btree ("_parent_id");
  CREATE INDEX "_category_pages_v_version_watches_install_steps_order_idx" ON "_category_pages_v_version_watches_install_steps" USING btree ("_order");
  CREATE INDEX "_category_pages_v_version_watches_install_steps_parent_id_idx" ON "_category_pages_v_version_watches_install_steps" USING btree ("_parent_id");
  CREATE INDEX "_category_pages_v_version_consoles_reasons_order_idx" ON "_category_pages_v_version_consoles_reasons" USING btree ("_order");
  CREATE INDEX "_category_pages_v_version_consoles_reasons_parent_id_idx" ON "_category_pages_v_version_consoles_reasons" USING btree ("_parent_id");
  CREATE INDEX "_category_pages_v_version_consoles_install_steps_order_idx" ON "_category_pages_v_version_consoles_install_steps" USING btree ("_order");
  CREATE INDEX "_category_pages_v_version_consoles_install_steps_parent_id_idx" ON "_category_pages_v_version_consoles_install_steps" USING btree ("_parent_id");
  CREATE INDEX "_category_pages_v_version_car_screens_hero_features_order_idx" ON "_category_pages_v_version_car_screens_hero_features" USING btree ("_order");
  CREATE INDEX "_category_pages_v_version_car_screens_hero_features_parent_id_idx" ON "_category_pages_v_version_car_screens_hero_features" USING btree ("_parent_id");
  CREATE INDEX "_category_pages_v_version_car_screens_why_order_idx" ON "_category_pages_v_version_car_screens_why" USING btree ("_order");
  CREATE INDEX "_category_pages_v_version_car_screens_why_parent_id_idx" ON "_category_pages_v_version_car_screens_why" USING btree ("_parent_id");
  CREATE INDEX "_category_pages_v_version_car_screens_install_steps_order_idx" ON "_category_pages_v_version_car_screens_install_steps" USING btree ("_order");
  CREATE INDEX "_category_pages_v_version_car_screens_install_steps_parent_id_idx" ON "_category_pages_v_version_car_screens_install_steps" USING btree ("_parent_id");
  CREATE INDEX "_category_pages_v_version_home_install_steps_order_idx" ON "_category_pages_v_version_home_install_steps" USING btree ("_order");
  CREATE INDEX "_category_pages_v_version_home_install_steps_parent_id_idx" ON "_category_pages_v_version_home_install_steps" USING btree ("_parent_id");
  CREATE INDEX "_category_pages_v_version_watches_pack_banner_version_wa_idx" ON "_category_pages_v" USING btree ("version_watches_pack_banner_image_id");
  CREATE INDEX "_category_pages_v_version_car_screens_version_car_screen_idx" ON "_category_pages_v" USING btree ("version_car_screens_hero_image_id");
  CREATE INDEX "_category_pages_v_version_home_version_home_install_imag_idx" ON "_category_pages_v" USING btree ("version_home_install_image_id");
  CREATE INDEX "_category_pages_v_version_version__status_idx" ON "_category_pages_v" USING btree ("version__status");
  CREATE INDEX "_category_pages_v_created_at_idx" ON "_category_pages_v" USING btree ("created_at");
  CREATE INDEX "_category_pages_v_updated_at_idx" ON "_category_pages_v" USING btree ("updated_at");
  CREATE INDEX "_category_pages_v_latest_idx" ON "_category_pages_v" USING btree ("latest");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "category_pages_phones_benefits" CASCADE;
  DROP TABLE "category_pages_phones_testimonials" CASCADE;
  DROP TABLE "category_pages_watches_benefits" CASCADE;
  DROP TABLE "category_pages_watches_install_steps" CASCADE;
  DROP TABLE "category_pages_consoles_reasons" CASCADE;
  DROP TABLE "category_pages_consoles_install_steps" CASCADE;
  DROP TABLE "category_pages_car_screens_hero_features" CASCADE;
  DROP TABLE "category_pages_car_screens_why" CASCADE;
  DROP TABLE "category_pages_car_screens_install_steps" CASCADE;
  DROP TABLE "category_pages_home_install_steps" CASCADE;
  DROP TABLE "category_pages" CASCADE;
  DROP TABLE "_category_pages_v_version_phones_benefits" CASCADE;
  DROP TABLE "_category_pages_v_version_phones_testimonials" CASCADE;
  DROP TABLE "_category_pages_v_version_watches_benefits" CASCADE;
  DROP TABLE "_category_pages_v_version_watches_install_steps" CASCADE;
  DROP TABLE "_category_pages_v_version_consoles_reasons" CASCADE;
  DROP TABLE "_category_pages_v_version_consoles_install_steps" CASCADE;
  DROP TABLE "_category_pages_v_version_car_screens_hero_features" CASCADE;
  DROP TABLE "_category_pages_v_version_car_screens_why" CASCADE;
  DROP TABLE "_category_pages_v_version_car_screens_install_steps" CASCADE;
  DROP TABLE "_category_pages_v_version_home_install_steps" CASCADE;
  DROP TABLE "_category_pages_v" CASCADE;
  DROP TYPE "public"."enum_category_pages_status";
  DROP TYPE "public"."enum__category_pages_v_version_status";`)
}
