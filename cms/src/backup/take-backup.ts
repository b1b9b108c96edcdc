import { readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'
import type { Client, PoolClient } from 'pg'

import { formatSize } from '@shop/domain/file-size'
import type { Progress } from '@shop/seed/progress'

import { backups } from '../database/own-tables.ts'
import type { Env } from '../lib/env.ts'
import { repoRoot } from '../lib/repo-paths.ts'
import { sha256OfFile, writeChecksumFile } from './checksum.ts'
import { dumpDatabase } from './dump-database.ts'
import { archivePathOf, fileGroups, filesOf } from './file-groups.ts'
import type { FileEntry, Manifest } from './manifest.ts'
import { countOf } from './output-format.ts'
import { packArchive } from './pack-archive.ts'
import { verifyArchive } from './unpack-archive.ts'

type TakenBackup = { archive: string; bytes: number; sha256: string; createdAt: Date }

/**
 * `shop-2026-11-25T02-30-00-123.tar.gz`: names that sort in the order they were taken. The
 * milliseconds keep apart two taken within one second (the chore at start and `npm run backup`),
 * which would otherwise write one file under two `backups` rows.
 */
export const archiveNameOf = (createdAt: Date) => `shop-${createdAt.toISOString().slice(0, 23).replace(/[:.]/g, '-')}.tar.gz`

/**
 * Writes one archive of the database `client` reads (a logical dump in one snapshot) and of the
 * files on disk (media, private photos), checked by reading it back, with its `.sha256` beside
 * it; then records it in the same database (table `backups`), where every instance's dashboard
 * overview reads the last one. `npm run backup` and the scheduled chore both take backups so.
 */
export async function takeBackup(
  env: Env,
  client: Client | PoolClient,
  out: string,
  createdAt: Date,
  report: { step: (line: string) => void; progress: Progress },
): Promise<TakenBackup> {
  const { step, progress } = report
  await fs.mkdir(path.dirname(out), { recursive: true, mode: 0o700 })
  const stagingDir = await fs.mkdtemp(path.join(path.dirname(out), '.backup-'))
  try {
    let rows = 0
    const database = await dumpDatabase(client, path.join(stagingDir, 'db'), {
      start: (tables) => progress.start('base de données', tables),
      table: (table) => {
        rows += table.rows
        progress.tick()
      },
    })
    progress.done(
      `base de données : ${countOf(database.tables.length, 'table')}, ${countOf(rows, 'ligne')}, ${countOf(database.migrations.length, 'migration')}`,
    )

    const files: FileEntry[] = []
    for (const table of database.tables) {
      const file = path.join(stagingDir, table.path)
      files.push({ path: table.path, size: (await fs.stat(file)).size, sha256: await sha256OfFile(file) })
    }
    // Files are read after the snapshot: one uploaded meanwhile comes without its row, which is
    // harmless (the purge only ever removes photos no order uses).
    const { onDisk, inBucket } = fileGroups(env)
    const groupSummaries: Manifest['fileGroups'] = []
    for (const group of onDisk) {
      const found = await filesOf(group)
      progress.start(group.name, found.length)
      for (const file of found) {
        files.push({ path: archivePathOf(group, file), size: file.size, sha256: await sha256OfFile(file.absolute) })
        progress.tick()
      }
      const bytes = found.reduce((sum, file) => sum + file.size, 0)
      groupSummaries.push({ name: group.name, files: found.length, bytes })
      progress.done(`${group.name} : ${countOf(found.length, 'fichier')}, ${formatSize(bytes)}`)
    }
    if (inBucket.length > 0) {
      step(`${inBucket.join(', ')} : dans le bucket S3 (S3_BUCKET), qui les garde lui-même ; pas dans l'archive`)
    }

    const manifest: Manifest = {
      format: 1,
      createdAt: createdAt.toISOString(),
      shopVersion: (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version,
      database,
      fileGroups: groupSummaries,
      inBucket,
      files,
    }
    await packArchive(stagingDir, manifest, onDisk, out)
    step('Archive écrite')
    await verifyArchive(out)
    step('Archive relue : chaque fichier correspond au manifeste')
    const sha256 = await writeChecksumFile(out)
    const { size: bytes } = await fs.stat(out)
    await drizzle({ client }).insert(backups).values({ archive: out, sizeBytes: bytes, createdAt: createdAt.toISOString() })
    return { archive: out, bytes, sha256, createdAt }
  } finally {
    await fs.rm(stagingDir, { recursive: true, force: true })
    await fs.rm(`${out}.partial`, { force: true })
  }
}
