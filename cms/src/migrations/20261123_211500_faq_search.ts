import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The help assistant's FAQ retrieval (cms/src/assistant): French stemming on unaccented words,
 * so that 'délai de rétractation' finds 'Quel est le délai pour me rétracter ?'. The question
 * weighs more than the answer.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE EXTENSION IF NOT EXISTS unaccent;
    CREATE TEXT SEARCH CONFIGURATION shop_french (COPY = pg_catalog.french);
    ALTER TEXT SEARCH CONFIGURATION shop_french
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;
    CREATE FUNCTION shop_faq_document(question text, answer text) RETURNS tsvector
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT setweight(to_tsvector('public.shop_french', coalesce(question, '')), 'A')
            || setweight(to_tsvector('public.shop_french', coalesce(answer, '')), 'B')
      $$;
    CREATE INDEX faqs_search_document_idx ON faqs USING gin (shop_faq_document(question, answer));
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS faqs_search_document_idx;
    DROP FUNCTION IF EXISTS shop_faq_document(text, text);
    DROP TEXT SEARCH CONFIGURATION IF EXISTS shop_french;
  `)
}
