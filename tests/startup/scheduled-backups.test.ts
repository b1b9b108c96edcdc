import { readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

import { uniqueClientIp } from '@shop/seed/factories'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sha256OfFile } from '../../cms/src/backup/checksum.ts'
import { verifyArchive } from '../../cms/src/backup/unpack-archive.ts'
import { sqlOn } from '../support/api.ts'
import { runChoreNow } from '../support/chores.ts'
import { startShopServer, testAdmin, tmpRoot, type ShopServer } from '../support/shop-server.ts'

/** Archives a shop took long ago, named as it names them: older than any it takes now. */
const oldArchives = Array.from({ length: 14 }, (_, day) => `shop-2025-01-${String(day + 1).padStart(2, '0')}T02-30-00.tar.gz`)

/**
 * A shop of its own with BACKUP_DIR set (its database is its alone: the backups are counted
 * there), which finds a folder already holding two weeks of old archives and a file of someone else.
 */
describe('scheduled backups (BACKUP_DIR)', () => {
  let server: ShopServer
  let backupDir: string
  let sql: ReturnType<typeof sqlOn>

  let token: string | undefined
  const overviewBackups = async () => {
    const ip = uniqueClientIp()
    if (!token) {
      const login = await fetch(`${server.url}/api/admin-auth`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
        body: JSON.stringify({ username: testAdmin.email, password: testAdmin.password }),
      })
      expect(login.status).toBe(200)
      token = ((await login.json()) as { token: string }).token
    }
    const res = await fetch(`${server.url}/api/dashboard/overview`, {
      headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': ip },
    })
    expect(res.status).toBe(200)
    return ((await res.json()) as { backups: unknown }).backups
  }

  beforeAll(async () => {
    await fs.mkdir(tmpRoot, { recursive: true })
    backupDir = await fs.mkdtemp(path.join(tmpRoot, 'backups-'))
    for (const name of oldArchives) {
      await fs.writeFile(path.join(backupDir, name), 'ancienne archive')
      await fs.writeFile(path.join(backupDir, `${name}.sha256`), `0  ${name}\n`)
    }
    await fs.writeFile(path.join(backupDir, 'lisez-moi.txt'), 'pas une sauvegarde')
    server = await startShopServer({ env: { BACKUP_DIR: backupDir, SEED_ON_START: 'never', JOBS_POLL_MS: '250' } })
    sql = sqlOn(server.databaseUrl)
  })

  afterAll(async () => {
    await server?.stop()
    if (server) await fs.rm(server.dataDir, { recursive: true, force: true })
    if (backupDir) await fs.rm(backupDir, { recursive: true, force: true })
  })

  it('takes one at the first start and one each period, keeps the last 14, and the dashboard shows the last', async () => {
    // A chore that never ran runs at once: the shop's first backup is taken as it starts.
    await expect.poll(async () => (await sql('select 1 from backups')).length, { timeout: 60_000 }).toBe(1)
    await runChoreNow('backup', sql)

    const taken = await sql<{ archive: string; size_bytes: string; created_at: Date }>(
      'select archive, size_bytes::text, created_at from backups order by created_at',
    )
    expect(taken).toHaveLength(2)
    const newest = taken[1]!
    const names = (await fs.readdir(backupDir)).sort()
    const archives = names.filter((name) => name.endsWith('.tar.gz'))
    expect(archives).toEqual([...oldArchives.slice(2), ...taken.map((row) => path.basename(row.archive))])
    // Each archive keeps its checksum, the two oldest went with theirs; nothing else was touched or left behind.
    expect(names).toEqual([...archives.flatMap((name) => [name, `${name}.sha256`]), 'lisez-moi.txt'].sort())

    for (const row of taken) {
      expect(path.dirname(row.archive)).toBe(backupDir)
      expect(Number(row.size_bytes)).toBe((await fs.stat(row.archive)).size)
      expect(readFileSync(`${row.archive}.sha256`, 'utf8')).toBe(`${await sha256OfFile(row.archive)}  ${path.basename(row.archive)}\n`)
    }

    const manifest = await verifyArchive(newest.archive)
    expect(manifest.createdAt).toBe(newest.created_at.toISOString())
    expect(manifest.database.tables.map((table) => table.name)).toEqual(expect.arrayContaining(['backups', 'orders', 'users']))
    expect(manifest.database.migrations).toContain('20261128_110000_scheduled_backups')
    // The backup being taken is recorded once written: the archive holds the ones before it.
    expect(manifest.database.tables.find((table) => table.name === 'backups')?.rows).toBe(1)

    expect(await overviewBackups()).toEqual({
      scheduled: true,
      last: { at: newest.created_at.toISOString(), bytes: Number(newest.size_bytes) },
      warning: null,
    })
  })

  it('warns on the dashboard when the last backup is more than two days old, and when there is none', async () => {
    await sql(`update backups set created_at = created_at - interval '49 hours'`)
    // The overview is kept until a backup is recorded or for 5 s: the older dates show within that.
    await expect
      .poll(async () => ((await overviewBackups()) as { warning: string | null }).warning, { timeout: 10_000 })
      .toBe(
        'La dernière sauvegarde a plus de deux jours : la sauvegarde programmée échoue ou ne tourne plus, voyez les journaux de la boutique.',
      )

    await sql('delete from backups')
    expect(await overviewBackups()).toEqual({
      scheduled: true,
      last: null,
      warning: 'Aucune sauvegarde alors que BACKUP_DIR est défini : la sauvegarde programmée échoue, voyez les journaux de la boutique.',
    })
  })
})
