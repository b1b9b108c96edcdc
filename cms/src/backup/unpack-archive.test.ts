import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { sha256OfFile } from './checksum.ts'
import { assertMigrationsKnown, type Manifest } from './manifest.ts'
import { packArchive } from './pack-archive.ts'
import { BackupRefusal } from './refusal.ts'
import { verifyArchive } from './unpack-archive.ts'

const folders: string[] = []
const tempDir = async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'backup-unit-'))
  folders.push(dir)
  return dir
}
afterEach(async () => {
  for (const dir of folders.splice(0)) await fs.rm(dir, { recursive: true, force: true })
})

/** An archive of one table and one media file; `tamper` changes the file after the manifest recorded its digest. */
async function archiveOf(tamper?: (mediaFile: string) => Promise<void>) {
  const staging = await tempDir()
  const media = await tempDir()
  await fs.mkdir(path.join(staging, 'db'))
  await fs.writeFile(path.join(staging, 'db', 'orders.copy'), '1\tMBP-1\n')
  await fs.writeFile(path.join(media, 'photo.png'), 'une photo')
  const entry = async (archivePath: string, file: string) => ({
    path: archivePath,
    size: (await fs.stat(file)).size,
    sha256: await sha256OfFile(file),
  })
  const manifest: Manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    shopVersion: '1.0.0',
    database: {
      migrations: ['20261123_052454_initial'],
      tables: [{ name: 'orders', columns: ['id', 'order_number'], rows: 1, path: 'db/orders.copy' }],
      sequences: [{ name: 'orders_id_seq', value: '1', called: true }],
    },
    fileGroups: [{ name: 'media', files: 1, bytes: 9 }],
    inBucket: [],
    files: [
      await entry('db/orders.copy', path.join(staging, 'db', 'orders.copy')),
      await entry('files/media/photo.png', path.join(media, 'photo.png')),
    ],
  }
  await tamper?.(path.join(media, 'photo.png'))
  const out = path.join(await tempDir(), 'shop.tar.gz')
  await packArchive(staging, manifest, [{ name: 'media', dir: media }], out)
  return { out, manifest }
}

describe('verifyArchive', () => {
  it('returns the manifest of an archive whose every entry matches it', async () => {
    const { out, manifest } = await archiveOf()
    expect(await verifyArchive(out)).toEqual(manifest)
  })

  it('refuses an archive holding a file other than the one its manifest describes, naming it', async () => {
    const { out } = await archiveOf((file) => fs.writeFile(file, 'une autre photo'))
    const refusal = await verifyArchive(out).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(BackupRefusal)
    expect((refusal as Error).message).toBe(
      "L'archive ne correspond pas à son manifeste ; rien n'a été restauré :\n  files/media/photo.png : contenu modifié",
    )
  })

  it('refuses a file that is not a gzip archive', async () => {
    const file = path.join(await tempDir(), 'shop.tar.gz')
    await fs.writeFile(file, 'pas une archive')
    await expect(verifyArchive(file)).rejects.toThrow(/est illisible/)
  })
})

describe('assertMigrationsKnown', () => {
  const ours = ['a_initial', 'b_orders', 'c_invoices']

  it('accepts the same migrations, or the first of ours in any order', () => {
    expect(() => assertMigrationsKnown(ours, ours)).not.toThrow()
    expect(() => assertMigrationsKnown(['b_orders', 'a_initial'], ours)).not.toThrow()
  })

  it('refuses an archive from a newer shop, and one with a migration of ours missing in the middle', () => {
    expect(() => assertMigrationsKnown([...ours, 'd_future'], ours)).toThrow(
      "Cette sauvegarde vient d'une version plus récente de la boutique (migrations inconnues : d_future). Mettez le code à jour avant de la restaurer.",
    )
    expect(() => assertMigrationsKnown(['a_initial', 'c_invoices'], ours)).toThrow(/absentes de la sauvegarde : b_orders/)
  })
})
