import fs from 'node:fs/promises'
import path from 'node:path'

import type { Env } from '../lib/env.ts'
import { configuredBucket, uploadCollections, type UploadCollection } from '../storage/bucket-settings.ts'

/** A folder whose files go into the archive under `files/<name>/`; `only` keeps some of its files. */
export type FileGroup = { name: string; dir: string; only?: string[] }

export type LocalFile = { relative: string; absolute: string; size: number }

function uploadFolders(env: Env): (FileGroup & { name: UploadCollection })[] {
  const dirs: Record<UploadCollection, string> = {
    media: env.MEDIA_DIR,
    'customer-photos': env.PHOTOS_DIR,
    'claim-photos': env.CLAIM_PHOTOS_DIR,
  }
  return uploadCollections.map((name) => ({ name, dir: dirs[name] }))
}

/**
 * When PAYLOAD_SECRET is not set, the secret the shop generated in DATA_DIR: the links already
 * mailed (order tracking, newsletter unsubscription) are signed with it.
 */
const generatedSecret = (env: Env): FileGroup[] =>
  env.PAYLOAD_SECRET ? [] : [{ name: 'secret', dir: env.DATA_DIR, only: ['payload-secret'] }]

/** The folders a restore needs besides the database; uploads kept in a bucket stay there. */
export function fileGroups(env: Env): { onDisk: FileGroup[]; inBucket: UploadCollection[] } {
  const inBucket = configuredBucket() ? [...uploadCollections] : []
  const onDisk = [...uploadFolders(env).filter((group) => !inBucket.includes(group.name)), ...generatedSecret(env)]
  return { onDisk, inBucket }
}

/** Where a restore puts each group: uploads go to disk even with a bucket now (`npm run media:to-bucket` sends them on). */
export function restoreTargets(env: Env): Map<string, string> {
  return new Map([...uploadFolders(env), ...generatedSecret(env)].map((group) => [group.name, group.dir]))
}

/** The group's files (a missing folder has none), sorted for a stable archive. */
export async function filesOf(group: FileGroup): Promise<LocalFile[]> {
  // A group of named files is not walked: DATA_DIR also holds the PostgreSQL cluster, closed to us.
  const relatives = group.only ?? (await walk(group.dir))
  const files: LocalFile[] = []
  for (const relative of relatives) {
    const absolute = path.join(group.dir, relative)
    const stat = await fs.stat(absolute).catch(() => null)
    if (stat?.isFile()) files.push({ relative, absolute, size: stat.size })
  }
  return files.sort((a, b) => a.relative.localeCompare(b.relative))
}

async function walk(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
}

export const archivePathOf = (group: FileGroup, file: Pick<LocalFile, 'relative'>) => `files/${group.name}/${file.relative}`
