/**
 * `npm run backup [-- --out <file or folder>]`: writes one archive with the database (a logical
 * dump: migrations, every table's rows, every sequence) and the files on disk (media, private
 * photos), checked by reading it back, with its `.sha256` beside it. Works while the shop runs.
 * The image runs it built (`cms/dist/server/backup.js`, the compose file's `backup` service).
 */
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import pg from 'pg'

import { formatSize } from '@shop/domain/file-size'
import { createProgress } from '@shop/seed/progress'

import { openShopDatabase } from '../src/server/shop-database.ts'
import { archiveNameOf, takeBackup } from '../src/backup/take-backup.ts'
import { parseEnv, type Env } from '../src/lib/env.ts'
import { stepLogger } from '../src/server/boot-payload.ts'
import { runScript } from '../src/server/closed-output.ts'

const step = stepLogger('sauvegarde')

/** `--out` names the archive, or a folder for dated archives (a nightly job keeps one folder). */
function archivePath(env: Env, out: string | undefined, createdAt: Date): string {
  const name = archiveNameOf(createdAt)
  if (!out) return path.join(env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups'), name)
  const resolved = path.resolve(out)
  return existsSync(resolved) && statSync(resolved).isDirectory() ? path.join(resolved, name) : resolved
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } })
  const env = parseEnv()
  const createdAt = new Date()
  const out = archivePath(env, values.out, createdAt)
  const source = await openShopDatabase(env)
  step(source.description)
  const client = new pg.Client({ connectionString: source.url })
  try {
    await client.connect()
    const taken = await takeBackup(env, client, out, createdAt, { step, progress: createProgress() })
    step(`Sauvegarde terminée : ${taken.archive} (${formatSize(taken.bytes)}), sha256 ${taken.sha256}`)
  } finally {
    await client.end().catch(() => undefined)
    await source.close()
  }
}

await runScript(main)
