// Small helper for .ci/run: `check` tells whether the system PostgreSQL answers,
// `drop <db>` removes the database a CI run created there.
import pg from 'pg'

const [action, database] = process.argv.slice(2) as [string, string | undefined]
const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres', connectionTimeoutMillis: 3000 })
try {
  await client.connect()
  if (action === 'drop') {
    if (!/^shop_ci_\w+$/.test(database ?? '')) throw new Error(`refusing to drop ${database}`)
    await client.query(`drop database if exists "${database}" with (force)`)
  }
  await client.end()
  process.exit(0)
} catch (error) {
  console.error(String(error))
  process.exit(1)
}
