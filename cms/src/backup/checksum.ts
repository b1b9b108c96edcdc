import { createHash } from 'node:crypto'
import { createReadStream, existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'

import { BackupRefusal } from './refusal.ts'

async function sha256OfStream(stream: Readable): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of stream) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

export const sha256OfFile = (file: string) => sha256OfStream(createReadStream(file))

export const checksumFileOf = (archive: string) => `${archive}.sha256`

/** `<archive>.sha256`, in `sha256sum` format with the bare name: `sha256sum -c` works from the archive's folder. */
export async function writeChecksumFile(archive: string): Promise<string> {
  const digest = await sha256OfFile(archive)
  await fs.writeFile(checksumFileOf(archive), `${digest}  ${path.basename(archive)}\n`)
  return digest
}

/** Compares the archive with its `.sha256` file when there is one (an archive copied alone is still usable). */
export async function checkChecksumFile(archive: string): Promise<'checked' | 'absent'> {
  const file = checksumFileOf(archive)
  if (!existsSync(file)) return 'absent'
  const expected = (await fs.readFile(file, 'utf8')).trim().split(/\s+/)[0]
  const actual = await sha256OfFile(archive)
  if (expected !== actual) {
    throw new BackupRefusal(
      `L'archive ${archive} ne correspond pas à sa somme de contrôle (${path.basename(file)}) : elle est abîmée ou a été modifiée. Rien n'a été restauré.`,
    )
  }
  return 'checked'
}
