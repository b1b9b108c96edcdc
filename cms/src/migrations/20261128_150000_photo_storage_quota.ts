import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The ceilings of customers' photo storage (collections/CustomerPhotos/photo-storage-quota.ts):
 * the bytes of uploads under way are held here while their files are written, so that parallel
 * uploads count each other; `shop_reserve_photo_bytes` checks and holds in one transaction,
 * under one lock, and answers the hold's id or null when a ceiling would be passed.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "photo_storage_reservations" (
    "id" serial PRIMARY KEY NOT NULL,
    "bytes" bigint NOT NULL,
    "created_at" timestamp(3) with time zone DEFAULT clock_timestamp() NOT NULL
  );
  CREATE OR REPLACE FUNCTION shop_reserve_photo_bytes(wanted bigint, day_max bigint, total_max bigint) RETURNS integer LANGUAGE plpgsql AS $$
  DECLARE
    held bigint;
    stored bigint;
    recent bigint;
    reservation integer;
  BEGIN
    PERFORM pg_advisory_xact_lock(hashtext('shop_reserve_photo_bytes'));
    -- A hold outlives its upload only when its instance stopped in between.
    DELETE FROM photo_storage_reservations WHERE created_at < clock_timestamp() - interval '10 minutes';
    SELECT coalesce(sum(bytes), 0) INTO held FROM photo_storage_reservations;
    SELECT coalesce(sum(filesize), 0), coalesce(sum(filesize) FILTER (WHERE created_at > clock_timestamp() - interval '1 day'), 0)
      INTO stored, recent FROM customer_photos;
    IF stored + held + wanted > total_max OR recent + held + wanted > day_max THEN
      RETURN NULL;
    END IF;
    INSERT INTO photo_storage_reservations (bytes) VALUES (wanted) RETURNING id INTO reservation;
    RETURN reservation;
  END $$;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP FUNCTION IF EXISTS shop_reserve_photo_bytes(bigint, bigint, bigint);
  DROP TABLE IF EXISTS "photo_storage_reservations";`)
}
