import type { Payload } from 'payload'

import { catalogueCollections } from '@shop/domain/catalogue'
import { formatCents } from '@shop/domain/money'
import { phonePath } from '@shop/domain/paths'
import type { Pricing } from '@shop/domain/pricing'
import { modelPriceRangeCents } from '@shop/domain/price-rules'
import type { SearchCategory, SearchResult } from '@shop/domain/search'

type Source = {
  table: string
  category: Exclude<SearchCategory, 'all'>
  collection: keyof typeof catalogueCollections
  compatibility: (row: Row) => string[]
}

type Row = {
  source: string
  id: number
  name: string
  slug: string
  brand: string
  model: string
  extra: string | null
  description: string | null
  image: string | null
  score: number
}

const sources: Source[] = [
  {
    table: 'phones',
    category: 'phones',
    collection: 'phones',
    compatibility: (row) => [row.model],
  },
  {
    table: 'tablets',
    category: 'tablets',
    collection: 'tablets',
    compatibility: (row) => [row.model],
  },
  {
    table: 'watches',
    category: 'watches',
    collection: 'watches',
    compatibility: (row) => [`${row.model} ${row.extra ?? ''}`.trim()],
  },
  {
    table: 'consoles',
    category: 'consoles',
    collection: 'consoles',
    compatibility: (row) => [row.model],
  },
  {
    table: 'laptops',
    category: 'computers',
    collection: 'laptops',
    compatibility: (row) => [row.model],
  },
  {
    table: 'car_models',
    category: 'auto',
    collection: 'car-models',
    compatibility: (row) => [`${row.model} (${row.extra ?? ''})`],
  },
]

const extraColumn: Record<string, string> = { watches: 'size', consoles: 'kind::text', car_models: 'screen_size' }

type Mode = 'exact' | 'fuzzy'

/** Rows whose name, model, brand or description contain the query: cheap, and most searches. */
const containsQuery = `(t.search_compact LIKE '%' || q.compact || '%' OR lower(t.brand::text) = q.text
  OR t.search_description LIKE '%' || q.text || '%')`

/**
 * One query over the published catalogue. Matching is on unaccented lower-case text and on a
 * "compact" form without spaces or punctuation ('iphone15' = 'iPhone 15'); trigram similarity
 * forgives a typo. Ranking: the model name itself, then name prefixes and contained words, then
 * the brand, then descriptions, then fuzzy matches. The 'exact' mode filters each table first,
 * so that similarity is computed only for the rows that contain the query.
 */
function searchSql(tables: Source[], mode: Mode): string {
  const union = tables
    .map(
      ({ table }) => `
      SELECT '${table}' AS source, t.id, t.name, t.slug, t.brand::text AS brand, t.model,
             ${extraColumn[table] ? `t.${extraColumn[table]}` : 'NULL'} AS extra, t.description,
             t.search_name, t.search_compact, t.search_model, t.search_description,
             coalesce(m.sizes_card_filename, m.filename) AS image_file
      FROM q, "${table}" t LEFT JOIN media m ON m.id = t.image_id
      WHERE t._status = 'published'${mode === 'exact' ? ` AND ${containsQuery}` : ''}`,
    )
    .join(' UNION ALL ')
  return `
    WITH q AS (SELECT shop_search_text($1) AS text, shop_search_compact($1) AS compact),
    items AS (${union}),
    scored AS (
      SELECT items.*,
        CASE
          WHEN search_compact = q.compact OR search_model = q.compact THEN 100
          WHEN search_model LIKE q.compact || '%' THEN 80
          WHEN search_compact LIKE '%' || q.compact || '%' THEN 60
          WHEN lower(brand) = q.text THEN 40
          WHEN search_description LIKE '%' || q.text || '%' THEN 30
          ELSE 0
        END + 20 * greatest(word_similarity(q.text, search_name), similarity(q.compact, search_compact)) AS score
      FROM items, q
    )
    SELECT source, id, name, slug, brand, model, extra, description, image_file AS image, score
    FROM scored, q
    WHERE score >= 30
       OR word_similarity(q.text, search_name) >= 0.5
       OR similarity(q.compact, search_compact) >= 0.45
    ORDER BY score DESC, name
    LIMIT $2`
}

export async function searchCatalogue(
  payload: Payload,
  pricing: Pricing,
  query: string,
  category: SearchCategory,
  limit = 20,
  /** Typo-tolerant matches when nothing contains the query: the search box wants them, the assistant does not. */
  fuzzyFallback = true,
): Promise<SearchResult[]> {
  // A query without a letter or digit (spaces, emoji, punctuation) matches nothing.
  if (!/[\p{L}\p{N}]/u.test(query)) return []
  const selected = sources.filter((source) => category === 'all' || source.category === category)
  const exact = await payload.db.pool.query<Row>(searchSql(selected, 'exact'), [query, limit])
  const rows =
    exact.rows.length > 0 || !fuzzyFallback
      ? exact.rows
      : (await payload.db.pool.query<Row>(searchSql(selected, 'fuzzy'), [query, limit])).rows
  return rows.map((row) => {
    const source = sources.find((candidate) => candidate.table === row.source) as Source
    const path = catalogueCollections[source.collection].path
    return {
      id: `${source.collection}-${row.id}`,
      name: row.name,
      category: source.category,
      categoryPath: source.collection === 'phones' ? phonePath(row.slug) : path,
      price: formatCents(
        modelPriceRangeCents(source.collection, pricing, { kind: row.extra === 'controller' ? 'controller' : null }).fromCents,
      ),
      image: row.image ? `/api/media/file/${encodeURIComponent(row.image)}` : null,
      description: row.description ?? '',
      compatibility: source.compatibility(row),
    }
  })
}
