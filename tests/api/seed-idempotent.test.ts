import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

import { describe, expect, inject, it } from 'vitest'

import { sql } from '../support/api.ts'
import { repoRoot, scriptNodeArgs } from '../support/shop-server.ts'

const run = promisify(execFile)
const tables = ['phones', 'tablets', 'watches', 'consoles', 'laptops', 'car_models', 'faqs', 'legal_pages', 'media']

/** Row counts of what the seed writes (phones made by other suites carry the brand Testphone). */
async function seededRowCounts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    tables.map(async (table) => {
      const filter = table === 'phones' ? " where brand <> 'Testphone'" : ''
      const rows = await sql(`select count(*)::int as total from "${table}"${filter}`)
      return [table, rows[0].total as number] as const
    }),
  )
  return Object.fromEntries(entries)
}

describe('npm run seed', () => {
  it('a second run adds nothing', async () => {
    const before = await seededRowCounts()
    const { stdout } = await run(process.execPath, [...scriptNodeArgs, 'cms/scripts/seed.ts'], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: inject('databaseUrl'), APP_ENV: 'test' },
      timeout: 120_000,
    })
    expect(stdout).toContain('Téléphones : 0 créés')
    expect(stdout).toContain('Terminé : 0 éléments créés')
    expect(await seededRowCounts()).toEqual(before)
  })
})
