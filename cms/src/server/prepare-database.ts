import type { Migration, Payload } from 'payload'

import { seedIfEmpty } from '@shop/seed/seed-if-empty'

import { renderPrintableGuidePdf } from '../globals/InstallationGuide/printable-guide-pdf.ts'
import type { Env } from '../lib/env.ts'
import { migrations } from '../migrations/index.ts'
import { ensureAdmin, type AdminOutcome } from './ensure-admin.ts'
import { advisoryLocks } from '../lib/advisory-locks.ts'

/**
 * Migrations, seed and first administrator, under a PostgreSQL advisory lock so that several
 * server instances started together against one database do not run them twice.
 */
export async function prepareDatabase(payload: Payload, env: Env, step: (message: string) => void): Promise<AdminOutcome> {
  const client = await payload.db.pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [advisoryLocks.startup])
    // The committed migrations (cms/src/migrations), imported rather than read from migrationDir
    // at run time: the built server has no TypeScript loader. (Payload types the list for every
    // adapter, with unknown arguments; these take the Postgres adapter's.)
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
    step('Migrations appliquées')
    if (env.SEED_ON_START === 'auto') {
      const seeded = await seedIfEmpty(payload, { renderGuidePdf: renderPrintableGuidePdf })
      step(seeded ? 'Catalogue et contenus importés' : 'Données existantes conservées (pas de nouvel import)')
    }
    return await ensureAdmin(payload, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD })
  } finally {
    await client.query('select pg_advisory_unlock($1)', [advisoryLocks.startup]).catch(() => undefined)
    client.release()
  }
}
