/**
 * `npm run seed`: tops the database up with the seed data (idempotent: existing records are
 * kept as staff left them). Uses DATABASE_URL, or the embedded PostgreSQL when the shop is stopped.
 */
import { runSeed } from '@shop/seed/seed'

import { renderPrintableGuidePdf } from '../src/globals/InstallationGuide/printable-guide-pdf.ts'
import { parseEnv } from '../src/lib/env.ts'
import { bootPayload, shutdownDatabase, stepLogger } from '../src/server/boot-payload.ts'
import { flushOutput } from '../src/server/closed-output.ts'

const step = stepLogger('import')
const booted = await bootPayload(parseEnv(), step)
const { payload } = booted
try {
  await payload.db.migrate()
  const report = await runSeed(payload, { renderGuidePdf: renderPrintableGuidePdf })
  const created = Object.values(report).reduce((sum, entry) => sum + entry.created, 0)
  step(`Terminé : ${created} éléments créés`)
} finally {
  await shutdownDatabase(booted)
}
// The adapter's pool keeps the process alive; exit explicitly, once what was printed has left
// (stdout is asynchronous when it is a pipe).
await flushOutput()
process.exit(0)
