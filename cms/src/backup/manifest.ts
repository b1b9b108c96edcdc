import * as z from 'zod'

import { BackupRefusal } from './refusal.ts'

/**
 * `manifest.json`, the archive's table of contents: what the database held (migrations, tables
 * with their row counts, sequences) and every other entry with its size and SHA-256, so that a
 * restore can prove the archive whole before it writes anything.
 */
export const manifestPath = 'manifest.json'

const fileEntrySchema = z.object({ path: z.string(), size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) })

const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.iso.datetime(),
  shopVersion: z.string(),
  database: z.object({
    migrations: z.array(z.string()),
    tables: z.array(z.object({ name: z.string(), columns: z.array(z.string()), rows: z.number().int().min(0), path: z.string() })),
    sequences: z.array(z.object({ name: z.string(), value: z.string(), called: z.boolean() })),
  }),
  /** Folders whose files are in the archive (`files/<name>/…`), and those left in the bucket. */
  fileGroups: z.array(z.object({ name: z.string(), files: z.number().int().min(0), bytes: z.number().int().min(0) })),
  inBucket: z.array(z.string()),
  files: z.array(fileEntrySchema),
})

export type Manifest = z.infer<typeof manifestSchema>
export type FileEntry = z.infer<typeof fileEntrySchema>

export function parseManifest(text: string): Manifest {
  const parsed = manifestSchema.safeParse(JSON.parse(text))
  if (!parsed.success)
    throw new BackupRefusal(`${manifestPath} illisible : ce n'est pas une sauvegarde de la boutique (ou d'une version inconnue).`)
  return parsed.data
}

/** How many entries a refusal names before summing up the rest. */
const namedAtMost = 10

/**
 * Every entry the manifest lists must be in the archive with the same size and digest, and
 * nothing else may be: `found` holds what was actually read from the archive.
 */
export function assertArchiveMatches(manifest: Manifest, found: Map<string, Omit<FileEntry, 'path'>>): void {
  const problems: string[] = []
  for (const entry of manifest.files) {
    const actual = found.get(entry.path)
    if (!actual) problems.push(`${entry.path} : absent`)
    else if (actual.size !== entry.size || actual.sha256 !== entry.sha256) problems.push(`${entry.path} : contenu modifié`)
  }
  const listed = new Set(manifest.files.map((entry) => entry.path))
  for (const path of found.keys()) if (!listed.has(path)) problems.push(`${path} : absent du manifeste`)
  if (problems.length === 0) return
  const named = problems.slice(0, namedAtMost).map((line) => `  ${line}`)
  if (problems.length > namedAtMost) named.push(`  … et ${problems.length - namedAtMost} autres`)
  throw new BackupRefusal(`L'archive ne correspond pas à son manifeste ; rien n'a été restauré :\n${named.join('\n')}`)
}

/**
 * The archive's migrations must be the first ones of ours (in any order, as the table keeps
 * the order they ran in): the schema is rebuilt up to there, the rows go back, and our newer
 * migrations then bring them up to date. An archive from a newer shop cannot be read by this one.
 */
export function assertMigrationsKnown(archived: string[], committed: string[]): void {
  const unknown = archived.filter((name) => !committed.includes(name))
  if (unknown.length > 0) {
    throw new BackupRefusal(
      `Cette sauvegarde vient d'une version plus récente de la boutique (migrations inconnues : ${unknown.join(', ')}). ` +
        'Mettez le code à jour avant de la restaurer.',
    )
  }
  const prefix = new Set(committed.slice(0, archived.length))
  const missing = [...prefix].filter((name) => !archived.includes(name))
  if (missing.length > 0) {
    throw new BackupRefusal(
      `Les migrations de cette sauvegarde ne suivent pas celles de la boutique (absentes de la sauvegarde : ${missing.join(', ')}). ` +
        'Restaurez-la avec la version de la boutique qui l’a produite.',
    )
  }
}
