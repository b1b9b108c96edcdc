import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * What an online withdrawal covers, on its ticket: the order lines chosen with their refund, and
 * whether it is the whole order (then the delivery costs are refunded too); for a withdrawal from
 * part of the order, when staff refunded it and the payment side's refund.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "tickets_withdrawn_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"line_id" varchar,
  	"product_name" varchar,
  	"quantity" numeric,
  	"refund_cents" numeric
  );
  
  ALTER TABLE "tickets" ADD COLUMN "withdrawal_covers_order" boolean;
  ALTER TABLE "tickets" ADD COLUMN "withdrawal_refunded_at" timestamp(3) with time zone;
  ALTER TABLE "tickets" ADD COLUMN "withdrawal_refund_id" varchar;
  ALTER TABLE "tickets_withdrawn_lines" ADD CONSTRAINT "tickets_withdrawn_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "tickets_withdrawn_lines_order_idx" ON "tickets_withdrawn_lines" USING btree ("_order");
  CREATE INDEX "tickets_withdrawn_lines_parent_id_idx" ON "tickets_withdrawn_lines" USING btree ("_parent_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "tickets_withdrawn_lines" CASCADE;
  ALTER TABLE "tickets" DROP COLUMN "withdrawal_covers_order";
  ALTER TABLE "tickets" DROP COLUMN "withdrawal_refunded_at";
  ALTER TABLE "tickets" DROP COLUMN "withdrawal_refund_id";`)
}
