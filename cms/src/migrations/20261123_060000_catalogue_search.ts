import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

const tables = ['phones', 'tablets', 'watches', 'consoles', 'laptops', 'car_models']

/**
 * Accent- and case-insensitive, typo-tolerant catalogue search (GET /api/search): unaccent and
 * pg_trgm, two immutable normalisers, and trigram indexes on every catalogue table. '+' counts
 * ('S24+' is not 'S24'). Function bodies name their schema: PostgreSQL 17 evaluates index expressions with a locked-down search_path.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE EXTENSION IF NOT EXISTS unaccent;
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE OR REPLACE FUNCTION shop_search_text(value text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
    CREATE OR REPLACE FUNCTION shop_search_compact(value text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT regexp_replace(replace(public.shop_search_text(value), '+', 'plus'), '[^a-z0-9]+', '', 'g') $$;
  `)
  // Normalised forms are stored (generated columns), so a search reads them instead of
  // recomputing unaccent on every row; Payload selects its own columns and ignores these.
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

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of tables) {
    await db.execute(
      sql.raw(`ALTER TABLE "${table}" DROP COLUMN search_name, DROP COLUMN search_compact, DROP COLUMN search_model, DROP COLUMN search_description;`),
    )
  }
  await db.execute(sql`
    DROP FUNCTION IF EXISTS shop_search_compact(text);
    DROP FUNCTION IF EXISTS shop_search_text(text);
  `)
}
