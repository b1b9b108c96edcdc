import type { GeneratedDatabaseSchema } from '@payloadcms/db-postgres'
import type { ExtractTablesWithRelations } from '@payloadcms/db-postgres/drizzle'
import type { NodePgQueryResultHKT } from '@payloadcms/db-postgres/drizzle/node-postgres'
import type { PgDatabase } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload, PayloadRequest } from 'payload'

type Schema = GeneratedDatabaseSchema['schema']

/**
 * Drizzle over the shop's tables (./payload-schema.ts, generated from the collections, and
 * ./own-tables.ts, the migrations' own): the pool, or a transaction (Payload's or `db.transaction`'s).
 */
export type Db = PgDatabase<NodePgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>

/**
 * The one way to the database outside the Local API: given a request, the drizzle handle of its
 * transaction when one is open (db-postgres keeps one session per transaction id, as its own
 * operations read it), so that the query commits or rolls back with the request's other writes;
 * given Payload, or a request without a transaction, the pool.
 */
export async function dbOf(from: PayloadRequest | Payload): Promise<Db> {
  const payload = 'payload' in from ? from.payload : from
  const id = 'transactionID' in from && from.transactionID ? await from.transactionID : undefined
  const session = id === undefined ? undefined : payload.db.sessions?.[id]
  return (session?.db ?? payload.db.drizzle) as Db
}

/**
 * A statement with placeholders, built and prepared once per database handle (the pool's, or a
 * transaction's): each call then only fills its values, where building it again cost more server
 * time than PostgreSQL spent running it. The name prepares it once per connection too.
 */
export function preparedStatement<Prepared>(name: string, build: (db: Db) => { prepare(name: string): Prepared }): (db: Db) => Prepared {
  const prepared = new WeakMap<Db, Prepared>()
  return (db) => {
    let statement = prepared.get(db)
    if (!statement) {
      statement = build(db).prepare(name)
      prepared.set(db, statement)
    }
    return statement
  }
}
