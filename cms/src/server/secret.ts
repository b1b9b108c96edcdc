import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

/**
 * Outside production a secret is created once and kept in the data folder, so that staff
 * sessions survive a restart without anyone having to configure PAYLOAD_SECRET.
 */
export async function developmentSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'payload-secret')
  if (existsSync(file)) return (await fs.readFile(file, 'utf8')).trim()
  await fs.mkdir(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  await fs.writeFile(file, `${secret}\n`, { mode: 0o600 })
  return secret
}
