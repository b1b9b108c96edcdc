import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import { extract, list, type ReadEntry } from 'tar'

import { assertArchiveMatches, manifestPath, parseManifest, type FileEntry, type Manifest } from './manifest.ts'
import { BackupRefusal } from './refusal.ts'

/**
 * Reads the whole archive without writing anything, hashing every entry, and returns its
 * manifest once each entry is proven to be the one it lists. `npm run backup` calls it too, on
 * the archive it just wrote: a backup that says it succeeded can be restored.
 */
export async function verifyArchive(archive: string): Promise<Manifest> {
  const found = new Map<string, Omit<FileEntry, 'path'>>()
  const manifestChunks: Buffer[] = []
  const read = (entry: ReadEntry) => {
    if (entry.type !== 'File') return entry.resume()
    const hash = createHash('sha256')
    let size = 0
    entry.on('data', (chunk: Buffer) => {
      hash.update(chunk)
      size += chunk.length
      if (entry.path === manifestPath) manifestChunks.push(chunk)
    })
    entry.on('end', () => {
      if (entry.path !== manifestPath) found.set(entry.path, { size, sha256: hash.digest('hex') })
    })
  }
  await list({ file: archive, strict: true, onReadEntry: read }).catch((error: unknown) => {
    throw new BackupRefusal(`L'archive ${archive} est illisible (${String(error)}). Rien n'a été restauré.`, { cause: error })
  })
  if (manifestChunks.length === 0)
    throw new BackupRefusal(`L'archive ${archive} n'a pas de ${manifestPath} : ce n'est pas une sauvegarde de la boutique.`)
  const manifest = parseManifest(Buffer.concat(manifestChunks).toString('utf8'))
  assertArchiveMatches(manifest, found)
  return manifest
}

export async function extractArchive(archive: string, dir: string): Promise<void> {
  await extract({ file: archive, cwd: dir, strict: true })
}

/** Puts a group's extracted files in its folder, over same-named ones; other files there stay. */
export async function placeFiles(extractedDir: string, group: string, targetDir: string): Promise<void> {
  const source = path.join(extractedDir, 'files', group)
  await fs.mkdir(targetDir, { recursive: true })
  await fs.cp(source, targetDir, { recursive: true, force: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error
  })
}
