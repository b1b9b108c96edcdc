import { createReadStream } from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

import { escapeIdentifier, type ClientBase } from 'pg'
import { from as copyFrom } from 'pg-copy-streams'

import { copyColumns, tablesOf, type DatabaseContents } from './dump-database.ts'
import { BackupRefusal } from './refusal.ts'

/** Any table at all in the shop's schema: a restore never mixes its rows with others. */
export async function databaseIsEmpty(client: ClientBase): Promise<boolean> {
  const { rows } = await client.query(`select 1 from pg_tables where schemaname = 'public' limit 1`)
  return rows.length === 0
}

/** For `--force`: the schema goes, with its tables, types and functions; the migrations rebuild it. */
export async function emptyDatabase(client: ClientBase): Promise<void> {
  await client.query('drop schema public cascade')
  await client.query('create schema public')
}

/**
 * Puts the archive's rows back into a schema migrated to the archive's migrations, in one
 * transaction: a failure leaves the tables as the migrations made them. With
 * `session_replication_role = replica` neither foreign keys nor triggers fire, so tables load in
 * any order and no trigger re-acts on restored rows.
 */
export async function restoreDatabase(
  client: ClientBase,
  contents: DatabaseContents,
  dir: string,
  onTable: (table: DatabaseContents['tables'][number]) => void,
): Promise<void> {
  const existing = new Map((await tablesOf(client)).map((table) => [table.name, table.columns.join(',')]))
  const mismatched = contents.tables.filter((table) => existing.get(table.name) !== table.columns.join(','))
  if (mismatched.length > 0) {
    throw new BackupRefusal(
      `Tables de la sauvegarde différentes du schéma migré : ${mismatched.map((table) => table.name).join(', ')}. Rien n'a été restauré.`,
    )
  }
  await client.query('begin')
  try {
    await client.query('set local session_replication_role = replica').catch((error: unknown) => {
      throw new BackupRefusal(
        "L'utilisateur PostgreSQL ne peut pas régler session_replication_role : restaurez avec un superutilisateur " +
          '(ou accordez-lui GRANT SET ON PARAMETER session_replication_role).',
        { cause: error },
      )
    })
    await client.query(`truncate ${contents.tables.map((table) => escapeIdentifier(table.name)).join(', ')}`)
    for (const table of contents.tables) {
      const copy = client.query(copyFrom(`COPY ${escapeIdentifier(table.name)} (${copyColumns(table.columns)}) FROM STDIN`))
      await pipeline(createReadStream(path.join(dir, path.basename(table.path))), copy)
      if (copy.rowCount !== table.rows) {
        throw new Error(`${table.name} : ${copy.rowCount} lignes relues au lieu de ${table.rows}`)
      }
      onTable(table)
    }
    for (const sequence of contents.sequences) {
      await client.query('select setval($1::regclass, $2::bigint, $3)', [escapeIdentifier(sequence.name), sequence.value, sequence.called])
    }
    await client.query('commit')
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    throw error
  }
}
