import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_customer_photos_purpose" AS ENUM('device', 'console');
  CREATE TABLE "customer_photos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"purpose" "enum_customer_photos_purpose" NOT NULL,
  	"customer_id" integer,
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "customer_photos_id" integer;
  ALTER TABLE "customer_photos" ADD CONSTRAINT "customer_photos_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "customer_photos_customer_idx" ON "customer_photos" USING btree ("customer_id");
  CREATE INDEX "customer_photos_updated_at_idx" ON "customer_photos" USING btree ("updated_at");
  CREATE INDEX "customer_photos_created_at_idx" ON "customer_photos" USING btree ("created_at");
  CREATE UNIQUE INDEX "customer_photos_filename_idx" ON "customer_photos" USING btree ("filename");
  CREATE INDEX "customer_photos_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "customer_photos" USING btree ("sizes_thumbnail_filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_customer_photos_fk" FOREIGN KEY ("customer_photos_id") REFERENCES "public"."customer_photos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_customer_photos_id_idx" ON "payload_locked_documents_rels" USING btree ("customer_photos_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "customer_photos" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "customer_photos" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_customer_photos_fk";
  
  DROP INDEX "payload_locked_documents_rels_customer_photos_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "customer_photos_id";
  DROP TYPE "public"."enum_customer_photos_purpose";`)
}
