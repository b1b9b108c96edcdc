/**
 * `npm run restore <archive> [-- --force]`: proves the archive whole (its `.sha256`, then every
 * entry against the manifest) before writing anything, then rebuilds the database with the
 * shop's own migrations, puts the rows back and places the files. Refuses a database that
 * already holds tables unless `--force` is given. The shop must be stopped.
 */
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'

import type { Migration } from 'payload'

import { createProgress } from '@shop/seed/progress'

import { checkChecksumFile } from '../src/backup/checksum.ts'
import { restoreTargets } from '../src/backup/file-groups.ts'
import { assertMigrationsKnown } from '../src/backup/manifest.ts'
import { countOf } from '../src/backup/output-format.ts'
import { BackupRefusal } from '../src/backup/refusal.ts'
import { databaseIsEmpty, emptyDatabase, restoreDatabase } from '../src/backup/restore-database.ts'
import { assertShopStopped } from '../src/server/shop-database.ts'
import { extractArchive, placeFiles, verifyArchive } from '../src/backup/unpack-archive.ts'
import { parseEnv } from '../src/lib/env.ts'
import { migrations } from '../src/migrations/index.ts'
import { bootPayload, shutdownDatabase, stepLogger, type Booted } from '../src/server/boot-payload.ts'
import { runScript } from '../src/server/closed-output.ts'

const step = stepLogger('restauration')

/**
 * The committed migrations in the order `payload.db.migrate()` runs them (by file name).
 * Payload types their argument as `unknown`; ours take the adapter's arguments it passes.
 */
const committedMigrations = ([...migrations] as Migration[]).sort((a, b) => a.name.localeCompare(b.name))

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true })
  const archive = positionals[0]
  if (!archive || positionals.length > 1) throw new BackupRefusal('Usage : npm run restore <archive.tar.gz> [-- --force]')
  if (!existsSync(archive)) throw new BackupRefusal(`Archive introuvable : ${archive}`)
  const env = parseEnv()

  step(
    (await checkChecksumFile(archive)) === 'checked'
      ? 'Somme de contrôle de l’archive vérifiée'
      : 'Pas de fichier .sha256 à côté de l’archive',
  )
  const manifest = await verifyArchive(archive)
  step(
    `Archive vérifiée : sauvegarde du ${manifest.createdAt} (version ${manifest.shopVersion}), ${countOf(manifest.files.length, 'fichier')}`,
  )
  const committed = committedMigrations.map((migration) => migration.name)
  assertMigrationsKnown(manifest.database.migrations, committed)
  await assertShopStopped(env)

  await fs.mkdir(env.DATA_DIR, { recursive: true })
  const extractedDir = await fs.mkdtemp(path.join(env.DATA_DIR, '.restore-'))
  let booted: Booted | undefined
  try {
    await extractArchive(archive, extractedDir)
    booted = await bootPayload(env, step)
    const { payload } = booted
    const client = await payload.db.pool.connect()
    try {
      if (!(await databaseIsEmpty(client))) {
        if (!values.force) {
          throw new BackupRefusal(
            'La base de données contient déjà des tables : la restauration les remplacerait. ' +
              'Relancez avec --force pour l’écraser (npm run restore <archive> -- --force).',
          )
        }
        await emptyDatabase(client)
        step('Base existante vidée (--force)')
      }
    } finally {
      client.release()
    }

    // The schema as the backed-up shop had it; the rows go in; our newer migrations follow.
    const archived = new Set(manifest.database.migrations)
    await payload.db.migrate({ migrations: committedMigrations.filter((migration) => archived.has(migration.name)) })
    step(`Schéma reconstruit (${countOf(archived.size, 'migration')})`)
    const progress = createProgress()
    progress.start('base de données', manifest.database.tables.length)
    const loading = await payload.db.pool.connect()
    try {
      await restoreDatabase(loading, manifest.database, path.join(extractedDir, 'db'), () => progress.tick())
    } finally {
      loading.release()
    }
    const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0)
    progress.done(`base de données : ${countOf(manifest.database.tables.length, 'table')}, ${countOf(rows, 'ligne')}`)
    if (archived.size < committed.length) {
      await payload.db.migrate()
      step(`Migrations plus récentes appliquées (${committed.length - archived.size})`)
    }

    const targets = restoreTargets(env)
    for (const group of manifest.fileGroups) {
      const target = targets.get(group.name)
      if (!target) continue
      await placeFiles(extractedDir, group.name, target)
      console.log(`  ${group.name} : ${countOf(group.files, 'fichier')} dans ${target}`)
    }
    if (manifest.inBucket.length > 0) {
      step(`${manifest.inBucket.join(', ')} : dans le bucket S3 au moment de la sauvegarde, non contenus dans l'archive`)
    }
    step('Restauration terminée : démarrez la boutique (npm start)')
  } finally {
    await fs.rm(extractedDir, { recursive: true, force: true })
    await shutdownDatabase(booted)
  }
}

await runScript(main)
