import pg from 'pg'

/** One connection to the bench shop's database for the time of `use`, closed whatever happens. */
export async function withDatabase<T>(databaseUrl: string, use: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    return await use(db)
  } finally {
    await db.end()
  }
}
