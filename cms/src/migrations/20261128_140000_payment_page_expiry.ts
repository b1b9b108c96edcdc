import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * When an order's payment page stops taking payments (Stripe's `expires_at`, the offline test
 * page's own end): a limited promo code's use is held only until then. Orders placed before
 * have none, and keep holding theirs until the reconciliation settles them, as they did.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "orders" ADD COLUMN "payment_page_expires_at" timestamp(3) with time zone;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "orders" DROP COLUMN "payment_page_expires_at";`)
}
