import { PgDialect } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import QueryStream from 'pg-query-stream'

const dialect = new PgDialect()

/**
 * A query's rows one batch at a time, through a server-side cursor on a connection of Payload's
 * pool: memory holds one batch however many rows match. The connection always goes back — and is
 * closed rather than reused when the reader stopped early, its cursor still open.
 */
export async function* streamRows<Row>(payload: Payload, query: SQL, batchSize = 1000): AsyncGenerator<Row> {
  const { sql: text, params } = dialect.sqlToQuery(query)
  const client = await payload.db.pool.connect()
  const stream = client.query(new QueryStream(text, params, { batchSize }))
  let finished = false
  try {
    for await (const row of stream) yield row as Row
    finished = true
  } finally {
    stream.destroy()
    client.release(!finished)
  }
}
