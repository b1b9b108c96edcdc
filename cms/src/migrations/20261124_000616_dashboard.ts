import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_orders_status_history_status" ADD VALUE 'returned' BEFORE 'refunded';
  ALTER TYPE "public"."enum_orders_status" ADD VALUE 'returned' BEFORE 'refunded';
  CREATE TABLE "admin_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"user_id" integer,
  	"credential_stamp" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"revoked_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "page_view_counts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"views" numeric DEFAULT 0 NOT NULL,
  	"visits" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "search_term_counts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"term" varchar NOT NULL,
  	"searches" numeric DEFAULT 0 NOT NULL,
  	"without_result" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tickets_replies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by" varchar,
  	"message" varchar NOT NULL
  );
  
  ALTER TABLE "tickets" ADD COLUMN "first_response_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "username" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "admin_sessions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "page_view_counts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_term_counts_id" integer;
  ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tickets_replies" ADD CONSTRAINT "tickets_replies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "admin_sessions_token_hash_idx" ON "admin_sessions" USING btree ("token_hash");
  CREATE INDEX "admin_sessions_user_idx" ON "admin_sessions" USING btree ("user_id");
  CREATE INDEX "admin_sessions_expires_at_idx" ON "admin_sessions" USING btree ("expires_at");
  CREATE INDEX "admin_sessions_updated_at_idx" ON "admin_sessions" USING btree ("updated_at");
  CREATE INDEX "admin_sessions_created_at_idx" ON "admin_sessions" USING btree ("created_at");
  CREATE INDEX "page_view_counts_updated_at_idx" ON "page_view_counts" USING btree ("updated_at");
  CREATE INDEX "page_view_counts_created_at_idx" ON "page_view_counts" USING btree ("created_at");
  CREATE UNIQUE INDEX "day_path_idx" ON "page_view_counts" USING btree ("day","path");
  CREATE INDEX "search_term_counts_updated_at_idx" ON "search_term_counts" USING btree ("updated_at");
  CREATE INDEX "search_term_counts_created_at_idx" ON "search_term_counts" USING btree ("created_at");
  CREATE UNIQUE INDEX "day_term_idx" ON "search_term_counts" USING btree ("day","term");
  CREATE INDEX "tickets_replies_order_idx" ON "tickets_replies" USING btree ("_order");
  CREATE INDEX "tickets_replies_parent_id_idx" ON "tickets_replies" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_admin_sessions_fk" FOREIGN KEY ("admin_sessions_id") REFERENCES "public"."admin_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_view_counts_fk" FOREIGN KEY ("page_view_counts_id") REFERENCES "public"."page_view_counts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_term_counts_fk" FOREIGN KEY ("search_term_counts_id") REFERENCES "public"."search_term_counts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "tickets_first_response_at_idx" ON "tickets" USING btree ("first_response_at");
  CREATE UNIQUE INDEX "users_username_idx" ON "users" USING btree ("username");
  CREATE INDEX "payload_locked_documents_rels_admin_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("admin_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_page_view_counts_id_idx" ON "payload_locked_documents_rels" USING btree ("page_view_counts_id");
  CREATE INDEX "payload_locked_documents_rels_search_term_counts_id_idx" ON "payload_locked_documents_rels" USING btree ("search_term_counts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "admin_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_view_counts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_term_counts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tickets_replies" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "admin_sessions" CASCADE;
  DROP TABLE "page_view_counts" CASCADE;
  DROP TABLE "search_term_counts" CASCADE;
  DROP TABLE "tickets_replies" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_admin_sessions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_page_view_counts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_term_counts_fk";
  
  ALTER TABLE "orders_status_history" ALTER COLUMN "status" SET DATA TYPE text;
  DROP TYPE "public"."enum_orders_status_history_status";
  CREATE TYPE "public"."enum_orders_status_history_status" AS ENUM('pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded');
  ALTER TABLE "orders_status_history" ALTER COLUMN "status" SET DATA TYPE "public"."enum_orders_status_history_status" USING "status"::"public"."enum_orders_status_history_status";
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_orders_status";
  CREATE TYPE "public"."enum_orders_status" AS ENUM('pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded');
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_orders_status";
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE "public"."enum_orders_status" USING "status"::"public"."enum_orders_status";
  DROP INDEX "tickets_first_response_at_idx";
  DROP INDEX "users_username_idx";
  DROP INDEX "payload_locked_documents_rels_admin_sessions_id_idx";
  DROP INDEX "payload_locked_documents_rels_page_view_counts_id_idx";
  DROP INDEX "payload_locked_documents_rels_search_term_counts_id_idx";
  ALTER TABLE "tickets" DROP COLUMN "first_response_at";
  ALTER TABLE "users" DROP COLUMN "username";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "admin_sessions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "page_view_counts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_term_counts_id";`)
}
