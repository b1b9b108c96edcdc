import fs from 'node:fs/promises'
import path from 'node:path'

import { inArray } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { formatSize } from '@shop/domain/file-size'

import { dbOf } from '../database/db.ts'
import { backups } from '../database/own-tables.ts'
import { env } from '../lib/env.ts'
import { checksumFileOf } from './checksum.ts'
import { archiveNameOf, takeBackup } from './take-backup.ts'

/** Two weeks of daily archives: what the privacy policy's « sauvegardes régulières » keeps. */
const keptBackups = 14

/** Ours, with or without the milliseconds (archives named before 1 December 2026 have none). */
const archiveName = /^shop-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(-\d{3})?\.tar\.gz$/

/**
 * Deletes the archives of `dir` beyond the `keep` latest (their names sort by date), with their
 * `.sha256`, and forgets them in the `backups` table. Other files there are not ours: they stay.
 */
async function pruneBackups(payload: Payload, dir: string, keep: number): Promise<number> {
  const archives = (await fs.readdir(dir)).filter((name) => archiveName.test(name)).sort()
  const old = archives.slice(0, Math.max(0, archives.length - keep)).map((name) => path.join(dir, name))
  for (const archive of old) {
    await fs.rm(archive, { force: true })
    await fs.rm(checksumFileOf(archive), { force: true })
  }
  if (old.length > 0) await (await dbOf(payload)).delete(backups).where(inArray(backups.archive, old))
  return old.length
}

/**
 * The scheduled backup (chore `backup`, every BACKUP_INTERVAL_SECONDS): one archive into
 * BACKUP_DIR as `npm run backup` writes it, the oldest beyond the last 14 deleted. The running
 * instance's pool reads the database: a snapshot, so the shop keeps serving meanwhile.
 */
export async function takeScheduledBackup(payload: Payload): Promise<string | null> {
  const dir = env().BACKUP_DIR
  if (!dir) return null
  const createdAt = new Date()
  const client = await payload.db.pool.connect()
  try {
    const quiet = { start: () => undefined, tick: () => undefined, done: () => undefined }
    const taken = await takeBackup(env(), client, path.join(dir, archiveNameOf(createdAt)), createdAt, {
      step: () => undefined,
      progress: quiet,
    })
    const pruned = await pruneBackups(payload, dir, keptBackups)
    return `Sauvegarde : ${taken.archive} (${formatSize(taken.bytes)})${pruned > 0 ? `, ${pruned} ancienne(s) supprimée(s)` : ''}`
  } finally {
    client.release()
  }
}
