import { createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

import { escapeIdentifier, type ClientBase } from 'pg'
import { to as copyTo } from 'pg-copy-streams'

import type { Manifest } from './manifest.ts'
import { BackupRefusal } from './refusal.ts'

export type DatabaseContents = Manifest['database']
type Table = DatabaseContents['tables'][number]

/** The schema's tables with their stored columns: generated ones are computed again on restore. */
export async function tablesOf(client: ClientBase): Promise<Omit<Table, 'rows' | 'path'>[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(`
    select c.relname::text as name, array_agg(a.attname::text order by a.attnum) as columns
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    where n.nspname = 'public' and c.relkind = 'r'
    group by c.relname
    order by c.relname`)
  return rows
}

export const copyColumns = (columns: string[]) => columns.map((column) => escapeIdentifier(column)).join(', ')

/**
 * Writes every table's rows to `<dir>/<table>.copy` (PostgreSQL's COPY text format) and reads
 * the migrations and sequences, all in one read-only snapshot: the shop may keep taking orders,
 * the dump is the database of one instant.
 */
export async function dumpDatabase(
  client: ClientBase,
  dir: string,
  progress: { start: (tables: number) => void; table: (table: Table) => void },
): Promise<DatabaseContents> {
  await fs.mkdir(dir, { recursive: true })
  await client.query('begin isolation level repeatable read read only')
  try {
    const applied = await client.query<{ name: string }>(`select name from payload_migrations where batch <> -1 order by id`).catch(() => {
      throw new BackupRefusal("Cette base n'a jamais été migrée par la boutique : rien à sauvegarder.")
    })
    const tables: Table[] = []
    const found = await tablesOf(client)
    progress.start(found.length)
    for (const { name, columns } of found) {
      const file = path.join(dir, `${name}.copy`)
      const copy = client.query(copyTo(`COPY ${escapeIdentifier(name)} (${copyColumns(columns)}) TO STDOUT`))
      await pipeline(copy, createWriteStream(file))
      const table = { name, columns, rows: copy.rowCount, path: `db/${name}.copy` }
      tables.push(table)
      progress.table(table)
    }
    // A sequence never used has no last_value: it restarts at its start value, uncalled.
    const { rows: sequences } = await client.query<{ name: string; value: string; called: boolean }>(`
      select sequencename::text as name, coalesce(last_value, start_value)::text as value, last_value is not null as called
      from pg_sequences where schemaname = 'public' order by sequencename`)
    await client.query('commit')
    return { migrations: applied.rows.map((row) => row.name), tables, sequences }
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    throw error
  }
}
