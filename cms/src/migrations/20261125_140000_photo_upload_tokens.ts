import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The hash of each photo's upload token, which a cart line names it by. Photos sent before have
 * none: they stay orderable by id for the signed-in customer they belong to, and by no one else.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "customer_photos" ADD COLUMN "upload_token_hash" varchar;
  CREATE UNIQUE INDEX "customer_photos_upload_token_hash_idx" ON "customer_photos" USING btree ("upload_token_hash");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "customer_photos_upload_token_hash_idx";
  ALTER TABLE "customer_photos" DROP COLUMN "upload_token_hash";`)
}
