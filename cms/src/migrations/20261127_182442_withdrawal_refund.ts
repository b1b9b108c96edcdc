import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** When a withdrawal from part of an order was refunded from the dashboard, and the payment side's refund. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tickets" ADD COLUMN "withdrawal_refunded_at" timestamp(3) with time zone;
  ALTER TABLE "tickets" ADD COLUMN "withdrawal_refund_id" varchar;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tickets" DROP COLUMN "withdrawal_refunded_at";
  ALTER TABLE "tickets" DROP COLUMN "withdrawal_refund_id";`)
}
