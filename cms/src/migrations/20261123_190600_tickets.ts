import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tickets_status" AS ENUM('open', 'in-progress', 'resolved', 'closed');
  CREATE TYPE "public"."enum_tickets_priority" AS ENUM('low', 'medium', 'high', 'urgent');
  CREATE TYPE "public"."enum_tickets_category" AS ENUM('Commande', 'Livraison', 'Installation', 'Garantie', 'Information');
  CREATE TYPE "public"."enum_tickets_source" AS ENUM('order-support');
  CREATE TABLE "tickets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"status" "enum_tickets_status" DEFAULT 'open' NOT NULL,
  	"priority" "enum_tickets_priority" DEFAULT 'medium' NOT NULL,
  	"category" "enum_tickets_category",
  	"source" "enum_tickets_source" NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"order_number" varchar,
  	"order_id" integer,
  	"message" varchar NOT NULL,
  	"assignee_id" integer,
  	"internal_note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tickets_id" integer;
  ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tickets" ADD CONSTRAINT "tickets_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "tickets_reference_idx" ON "tickets" USING btree ("reference");
  CREATE INDEX "tickets_status_idx" ON "tickets" USING btree ("status");
  CREATE INDEX "tickets_email_idx" ON "tickets" USING btree ("email");
  CREATE INDEX "tickets_order_idx" ON "tickets" USING btree ("order_id");
  CREATE INDEX "tickets_assignee_idx" ON "tickets" USING btree ("assignee_id");
  CREATE INDEX "tickets_updated_at_idx" ON "tickets" USING btree ("updated_at");
  CREATE INDEX "tickets_created_at_idx" ON "tickets" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tickets_fk" FOREIGN KEY ("tickets_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_tickets_id_idx" ON "payload_locked_documents_rels" USING btree ("tickets_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tickets" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "tickets" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tickets_fk";
  
  DROP INDEX "payload_locked_documents_rels_tickets_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tickets_id";
  DROP TYPE "public"."enum_tickets_status";
  DROP TYPE "public"."enum_tickets_priority";
  DROP TYPE "public"."enum_tickets_category";
  DROP TYPE "public"."enum_tickets_source";`)
}
