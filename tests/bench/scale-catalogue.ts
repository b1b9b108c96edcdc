/**
 * A catalogue `scale` times the seeded one, written in SQL: each published model of every category
 * gets `scale - 1` copies named after it ('Apple iPhone 15 Série 2'), published, with their own slug
 * (the one the CMS derives from that name), the same real brand, year, picture and compatible
 * protections. Models carry no price of their own: the pricing global prices them by category and
 * protection, as it does the seeded ones.
 */
import pg from 'pg'

import { catalogueCollectionSlugs, type CatalogueCollection } from '@shop/domain/catalogue'
import { createProgress } from '@shop/seed/progress'

const tableOf = (collection: CatalogueCollection) => collection.replaceAll('-', '_')

const quoted = (name: string) => `"${name}"`

/** A table's columns, in order. */
async function columnsOf(db: pg.Client, table: string): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select attname as name from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped order by attnum`,
    [table],
  )
  return rows.map((row) => row.name)
}

/**
 * The tables holding a model's lists (its protections, a laptop's sizes): those whose `parent_id`
 * points at the model. Its versions (`_phones_v`…) are left out: the catalogue cache reads the
 * published rows alone (`payload.find` without drafts), and the admin opens a document without
 * versions from that row.
 */
async function listTablesOf(db: pg.Client, table: string): Promise<string[]> {
  const { rows } = await db.query<{ child: string }>(
    `select c.conrelid::regclass::text as child from pg_constraint c
     join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
     where c.contype = 'f' and c.confrelid = $1::regclass and a.attname = 'parent_id' and c.conrelid::regclass::text not like '\\_%'`,
    [table],
  )
  return rows.map((row) => row.child)
}

/** The suffix a copy's name and model get; its slug gets the same, slugified. */
const changed: Record<string, (copy: number) => string> = {
  name: (copy) => `name || ' Série ${copy}'`,
  slug: (copy) => `slug || '-serie-${copy}'`,
  model: (copy) => `model || ' Série ${copy}'`,
  // The popular models are a short list staff choose: the copies stay out of it.
  popular: () => 'false',
  _status: () => `'published'`,
}

/**
 * One copy of every model of `table` up to `lastId` (the seeded ones), with its lists: each row
 * joined back to its original by slug, the lists copied from the original's.
 */
async function insertCopies(db: pg.Client, table: string, lastId: number, copy: number): Promise<void> {
  const columns = (await columnsOf(db, table)).filter((column) => !['id', 'created_at', 'updated_at'].includes(column))
  const values = columns.map((column) => changed[column]?.(copy) ?? quoted(column))
  const lists = await Promise.all(
    (await listTablesOf(db, table)).map(async (list) => ({
      list,
      columns: (await columnsOf(db, list)).filter((column) => column !== 'id' && column !== 'parent_id'),
    })),
  )
  const listInserts = lists.map(
    ({ list, columns: listColumns }, index) => `, list_${index} as (
      insert into ${quoted(list)} (parent_id, ${listColumns.map(quoted).join(', ')})
      select pairs.copy_id, ${listColumns.map((column) => `item.${quoted(column)}`).join(', ')}
      from ${quoted(list)} item join pairs on item.parent_id = pairs.original_id
    )`,
  )
  await db.query(
    `with copies as (
       insert into ${quoted(table)} (${columns.map(quoted).join(', ')})
       select ${values.join(', ')} from ${quoted(table)} where id <= $1 and _status = 'published'
       returning id, slug
     ),
     pairs as (
       select copies.id as copy_id, original.id as original_id
       from copies join ${quoted(table)} original on original.id <= $1 and original.slug || '-serie-${copy}' = copies.slug
     )${listInserts.join('')}
     select count(*) from copies`,
    [lastId],
  )
}

/**
 * Grows the catalogue to `scale` times its models, then tells the shop the way another
 * instance's committed write does (NOTIFY on the catalogue's channel, one per category): its
 * cache drops the categories and the answers built from them.
 */
export async function multiplyCatalogue(databaseUrl: string, scale: number): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  const progress = createProgress(process.stderr)
  try {
    progress.start('modèles', catalogueCollectionSlugs.length * (scale - 1))
    let added = 0
    for (const collection of catalogueCollectionSlugs) {
      const table = tableOf(collection)
      const { rows } = await db.query<{ last: number; published: number }>(
        `select max(id) as last, count(*) filter (where _status = 'published')::int as published from ${quoted(table)}`,
      )
      const { last, published } = rows[0] as { last: number; published: number }
      for (let copy = 2; copy <= scale; copy++) {
        await insertCopies(db, table, last, copy)
        added += published
        progress.tick()
      }
      await db.query(`select pg_notify('catalogue_changed', $1)`, [collection])
    }
    progress.done(`${added} modèles ajoutés`)
  } finally {
    await db.end()
  }
}

/** Published models, all categories together. */
export async function publishedModels(db: pg.Client): Promise<number> {
  const counts = catalogueCollectionSlugs.map(
    (collection) => `(select count(*) from ${quoted(tableOf(collection))} where _status = 'published')`,
  )
  const { rows } = await db.query<{ total: number }>(`select (${counts.join(' + ')})::int as total`)
  return rows[0]?.total ?? 0
}
