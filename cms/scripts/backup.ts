/**
 * `npm run backup [-- --out <file or folder>]`: writes one archive with the database (a logical
 * dump: migrations, every table's rows, every sequence) and the files on disk (media, private
 * photos), checked by reading it back, with its `.sha256` beside it. Works while the shop runs.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'

import pg from 'pg'

import { formatSize } from '@shop/domain/file-size'
import { createProgress } from '@shop/seed/progress'

import { sha256OfFile, writeChecksumFile } from '../src/backup/checksum.ts'
import { dumpDatabase } from '../src/backup/dump-database.ts'
import { archivePathOf, fileGroups, filesOf } from '../src/backup/file-groups.ts'
import { countOf } from '../src/backup/output-format.ts'
import type { FileEntry, Manifest } from '../src/backup/manifest.ts'
import { packArchive } from '../src/backup/pack-archive.ts'
import { openShopDatabase } from '../src/backup/shop-database.ts'
import { verifyArchive } from '../src/backup/unpack-archive.ts'
import { parseEnv, type Env } from '../src/lib/env.ts'
import { repoRoot } from '../src/lib/repo-paths.ts'
import { stepLogger } from '../src/server/boot-payload.ts'
import { runScript } from '../src/server/closed-output.ts'

const step = stepLogger('sauvegarde')

/** `--out` names the archive, or a folder for dated archives (a nightly job keeps one folder). */
function archivePath(env: Env, out: string | undefined, createdAt: Date): string {
  const name = `shop-${createdAt.toISOString().slice(0, 19).replace(/:/g, '-')}.tar.gz`
  if (!out) return path.join(env.DATA_DIR, 'backups', name)
  const resolved = path.resolve(out)
  return existsSync(resolved) && statSync(resolved).isDirectory() ? path.join(resolved, name) : resolved
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } })
  const env = parseEnv()
  const createdAt = new Date()
  const out = archivePath(env, values.out, createdAt)
  await fs.mkdir(path.dirname(out), { recursive: true, mode: 0o700 })
  const stagingDir = await fs.mkdtemp(path.join(path.dirname(out), '.backup-'))
  const progress = createProgress()
  try {
    const source = await openShopDatabase(env)
    step(source.description)
    const client = new pg.Client({ connectionString: source.url })
    let database: Manifest['database']
    try {
      await client.connect()
      let rows = 0
      database = await dumpDatabase(client, path.join(stagingDir, 'db'), {
        start: (tables) => progress.start('base de données', tables),
        table: (table) => {
          rows += table.rows
          progress.tick()
        },
      })
      progress.done(
        `base de données : ${countOf(database.tables.length, 'table')}, ${countOf(rows, 'ligne')}, ${countOf(database.migrations.length, 'migration')}`,
      )
    } finally {
      await client.end().catch(() => undefined)
      await source.close()
    }

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
    const digest = await writeChecksumFile(out)
    step(`Sauvegarde terminée : ${out} (${formatSize((await fs.stat(out)).size)}), sha256 ${digest}`)
  } finally {
    await fs.rm(stagingDir, { recursive: true, force: true })
    await fs.rm(`${out}.partial`, { force: true })
  }
}

await runScript(main)
