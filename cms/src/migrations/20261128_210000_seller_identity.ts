import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The seller's mentions the law wants before the order (R111-1, LCEN art. 6-III): the publication
 * director and the host, beside the telephone the settings already had. Nullable: production
 * refuses to save the settings without them, a development shop may leave them empty. The
 * express mode the seed named « 24 h » is delivered the next working day: a Friday-afternoon order
 * arrives on Tuesday, so the name loses its promise (unless staff renamed it already).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "site_settings" ADD COLUMN "publication_director" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "host_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "host_address" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "host_phone" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_publication_director" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_host_name" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_host_address" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_host_phone" varchar;
  UPDATE "delivery_modes" SET "name" = 'Livraison express' WHERE "code" = 'express' AND "name" = 'Livraison express 24 h';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "site_settings" DROP COLUMN "publication_director";
  ALTER TABLE "site_settings" DROP COLUMN "host_name";
  ALTER TABLE "site_settings" DROP COLUMN "host_address";
  ALTER TABLE "site_settings" DROP COLUMN "host_phone";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_publication_director";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_host_name";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_host_address";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_host_phone";`)
}
