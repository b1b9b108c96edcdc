import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The S3 adapter's fields (cms/src/storage/object-storage.ts), in the schema whether a bucket is
 * configured or not. Existing files take their collection's prefix: `npm run media:to-bucket`
 * copies them under it.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT 'media';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "customer_photos" ADD COLUMN "prefix" varchar DEFAULT 'customer-photos';
  ALTER TABLE "customer_photos" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "claim_photos" ADD COLUMN "prefix" varchar DEFAULT 'claim-photos';
  ALTER TABLE "claim_photos" ADD COLUMN "_objectkey" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "customer_photos" DROP COLUMN "prefix";
  ALTER TABLE "customer_photos" DROP COLUMN "_objectkey";
  ALTER TABLE "claim_photos" DROP COLUMN "prefix";
  ALTER TABLE "claim_photos" DROP COLUMN "_objectkey";`)
}
