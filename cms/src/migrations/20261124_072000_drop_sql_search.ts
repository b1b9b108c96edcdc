import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

const tables = ['phones', 'tablets', 'watches', 'consoles', 'laptops', 'car_models']

/**
 * GET /api/search now searches the models the catalogue cache holds in memory
 * (cms/src/search): the normalised columns, their trigram indexes and the normalisers written
 * for the former SQL search go. The extensions stay (the FAQ and the dashboard use them).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of tables) {
    await db.execute(
      sql.raw(`
        DROP INDEX IF EXISTS "${table}_search_name_idx";
        DROP INDEX IF EXISTS "${table}_search_compact_idx";
        ALTER TABLE "${table}"
          DROP COLUMN IF EXISTS search_name,
          DROP COLUMN IF EXISTS search_compact,
          DROP COLUMN IF EXISTS search_model,
          DROP COLUMN IF EXISTS search_description;
      `),
    )
  }
  await db.execute(sql`
    DROP FUNCTION IF EXISTS shop_search_compact(text);
    DROP FUNCTION IF EXISTS shop_search_text(text);
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    CREATE OR REPLACE FUNCTION shop_search_text(value text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
    CREATE OR REPLACE FUNCTION shop_search_compact(value text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT regexp_replace(replace(public.shop_search_text(value), '+', 'plus'), '[^a-z0-9]+', '', 'g') $$;
  `)
  for (const table of tables) {
    await db.execute(
      sql.raw(`
        ALTER TABLE "${table}"
          ADD COLUMN search_name text GENERATED ALWAYS AS (shop_search_text(name)) STORED,
          ADD COLUMN search_compact text GENERATED ALWAYS AS (shop_search_compact(name)) STORED,
          ADD COLUMN search_model text GENERATED ALWAYS AS (shop_search_compact(model)) STORED,
          ADD COLUMN search_description text GENERATED ALWAYS AS (shop_search_text(description)) STORED;
        CREATE INDEX "${table}_search_name_idx" ON "${table}" USING gin (search_name gin_trgm_ops);
        CREATE INDEX "${table}_search_compact_idx" ON "${table}" USING gin (search_compact gin_trgm_ops);
      `),
    )
  }
}
