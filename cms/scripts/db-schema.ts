/**
 * `npm run db:schema`: writes Payload's Drizzle declarations of the collections' and globals'
 * tables (src/database/payload-schema.ts), which every query is written against: a renamed field
 * then fails the type check where a query names it, not a checkout at run time.
 * `--check` (run by `npm test`) writes them to a temporary file instead and fails if the
 * committed file differs: a field changed without regenerating.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { getPayload } from 'payload'

// Only the tables' declarations are read: no database, and no secret to protect.
process.env.PAYLOAD_SECRET ??= 'generate-the-schema-without-a-secret'
// The versions of Payload's packages are `npm install`'s business, not this script's.
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'
const { default: config } = await import('../src/payload.config.ts')
const { cmsRoot, repoRoot } = await import('../src/lib/repo-paths.ts')
// The generator formats with the Prettier configuration it finds from here.
process.chdir(repoRoot)

const committed = path.join(cmsRoot, 'src/database/payload-schema.ts')
const check = process.argv.includes('--check')
const payload = await getPayload({ config, disableDBConnect: true, disableOnInit: true })
const generateSchema = payload.db.generateSchema
if (!generateSchema) throw new Error(`${payload.db.packageName} ne sait pas écrire de schéma Drizzle`)

if (!check) {
  await generateSchema.call(payload.db, { outputFile: committed, log: false })
  console.log(`Schéma Drizzle écrit : ${path.relative(process.cwd(), committed)}`)
  process.exit(0)
}

const tmp = await mkdtemp(path.join(os.tmpdir(), 'db-schema-'))
try {
  const fresh = path.join(tmp, 'payload-schema.ts')
  await generateSchema.call(payload.db, { outputFile: fresh, log: false })
  const [now, before] = await Promise.all([readFile(fresh, 'utf8'), readFile(committed, 'utf8').catch(() => '')])
  if (now !== before) {
    console.error(`${path.relative(process.cwd(), committed)} ne suit plus les collections : lancer \`npm run db:schema\` et le committer.`)
    process.exit(1)
  }
  console.log('Schéma Drizzle à jour.')
} finally {
  await rm(tmp, { recursive: true, force: true })
}
process.exit(0)
