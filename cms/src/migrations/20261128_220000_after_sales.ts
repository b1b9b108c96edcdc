import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * After-sales on the tickets (dashboard/tickets/settle-claim.ts, return-received.ts): a
 * withdrawal's articles or proof of dispatch received, and a warranty claim's one remedy
 * (replacement, refund or refusal, when and by whom); a replacement order names the claim and the
 * order it replaces. The partial index lists the claims still to settle for the overview.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_tickets_return_received_kind" AS ENUM('parcel', 'proof');
  CREATE TYPE "public"."enum_tickets_remedy_kind" AS ENUM('replacement', 'refund', 'refusal');
  ALTER TABLE "tickets" ADD COLUMN "return_received_kind" "enum_tickets_return_received_kind";
  ALTER TABLE "tickets" ADD COLUMN "return_received_at" timestamp(3) with time zone;
  ALTER TABLE "tickets" ADD COLUMN "return_received_by" varchar;
  ALTER TABLE "tickets" ADD COLUMN "remedy_kind" "enum_tickets_remedy_kind";
  ALTER TABLE "tickets" ADD COLUMN "remedy_at" timestamp(3) with time zone;
  ALTER TABLE "tickets" ADD COLUMN "remedy_by" varchar;
  ALTER TABLE "tickets" ADD COLUMN "remedy_reason" varchar;
  ALTER TABLE "tickets" ADD COLUMN "remedy_replacement_order_id" integer;
  ALTER TABLE "tickets" ADD COLUMN "remedy_refund_cents" numeric;
  ALTER TABLE "orders" ADD COLUMN "replacement_of_claim_id" integer;
  ALTER TABLE "orders" ADD COLUMN "replacement_of_order_id" integer;
  ALTER TABLE "tickets" ADD CONSTRAINT "tickets_remedy_replacement_order_id_orders_id_fk" FOREIGN KEY ("remedy_replacement_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_replacement_of_claim_id_tickets_id_fk" FOREIGN KEY ("replacement_of_claim_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_replacement_of_order_id_orders_id_fk" FOREIGN KEY ("replacement_of_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "tickets_remedy_remedy_replacement_order_idx" ON "tickets" USING btree ("remedy_replacement_order_id");
  CREATE INDEX "orders_replacement_of_replacement_of_claim_idx" ON "orders" USING btree ("replacement_of_claim_id");
  CREATE INDEX "orders_replacement_of_replacement_of_order_idx" ON "orders" USING btree ("replacement_of_order_id");
  CREATE INDEX "tickets_claims_to_settle_idx" ON "tickets" USING btree ("created_at")
    WHERE "source" = 'warranty-claim' AND "remedy_kind" IS NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "tickets_claims_to_settle_idx";
  ALTER TABLE "orders" DROP CONSTRAINT IF EXISTS "orders_replacement_of_order_id_orders_id_fk";
  ALTER TABLE "orders" DROP CONSTRAINT IF EXISTS "orders_replacement_of_claim_id_tickets_id_fk";
  ALTER TABLE "tickets" DROP CONSTRAINT IF EXISTS "tickets_remedy_replacement_order_id_orders_id_fk";
  DROP INDEX IF EXISTS "orders_replacement_of_replacement_of_order_idx";
  DROP INDEX IF EXISTS "orders_replacement_of_replacement_of_claim_idx";
  DROP INDEX IF EXISTS "tickets_remedy_remedy_replacement_order_idx";
  ALTER TABLE "orders" DROP COLUMN IF EXISTS "replacement_of_order_id";
  ALTER TABLE "orders" DROP COLUMN IF EXISTS "replacement_of_claim_id";
  ALTER TABLE "tickets" DROP COLUMN IF EXISTS "remedy_refund_cents";
  ALTER TABLE "tickets" DROP COLUMN IF EXISTS "remedy_replacement_order_id";
  ALTER TABLE "tickets" DROP COLUMN IF EXISTS "remedy_reason";
  ALTER TABLE "tickets" DROP COLUMN IF EXISTS "remedy_by";
  ALTER TABLE "tickets" DROP COLUMN IF EXISTS "remedy_at";
  ALTER TABLE "tickets" DROP COLUMN IF EXISTS "remedy_kind";
  ALTER TABLE "tickets" DROP COLUMN IF EXISTS "return_received_by";
  ALTER TABLE "tickets" DROP COLUMN IF EXISTS "return_received_at";
  ALTER TABLE "tickets" DROP COLUMN IF EXISTS "return_received_kind";
  DROP TYPE IF EXISTS "public"."enum_tickets_remedy_kind";
  DROP TYPE IF EXISTS "public"."enum_tickets_return_received_kind";`)
}
