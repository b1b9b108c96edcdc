import fs from 'node:fs/promises'
import path from 'node:path'

import { create } from 'tar'

import type { FileGroup } from './file-groups.ts'
import { manifestPath, type Manifest } from './manifest.ts'

/**
 * Writes the archive: the manifest first, then the database dump already in `stagingDir/db`,
 * then exactly the files the manifest lists (not what a folder holds a moment later). The
 * folders are reached through links in the staging folder, so every entry sits under its
 * archive path without copying a byte. Written under a temporary name, renamed once complete:
 * an interrupted backup leaves no archive that looks whole.
 */
export async function packArchive(stagingDir: string, manifest: Manifest, groups: FileGroup[], out: string): Promise<void> {
  await fs.writeFile(path.join(stagingDir, manifestPath), `${JSON.stringify(manifest, null, 2)}\n`)
  await fs.mkdir(path.join(stagingDir, 'files'), { recursive: true })
  for (const group of groups) await fs.symlink(path.resolve(group.dir), path.join(stagingDir, 'files', group.name), 'dir')
  const partial = `${out}.partial`
  // Customers' personal data and password hashes: readable by the shop's user only (tar keeps an existing file's mode).
  await fs.writeFile(partial, '', { mode: 0o600 })
  await create({ file: partial, gzip: true, cwd: stagingDir, portable: true }, [manifestPath, ...manifest.files.map((file) => file.path)])
  await fs.rename(partial, out)
}
