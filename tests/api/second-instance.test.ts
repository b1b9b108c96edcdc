import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { sql } from '../support/api.ts'
import { startShopServer, tmpRoot, type ShopServer } from '../support/shop-server.ts'

/**
 * A second shop on the suite's database, as production runs it: published over HTTPS behind a
 * proxy, and with its own photo folder, where the start-up purge of old photos can be watched.
 */
describe('a second instance, behind HTTPS', () => {
  let server: ShopServer
  let photosDir: string
  const photo = async (name: string, age: string) => {
    await fs.writeFile(path.join(photosDir, `${name}.png`), 'photo')
    await fs.writeFile(path.join(photosDir, `${name}-160x120.webp`), 'vignette')
    const [row] = await sql(
      `insert into customer_photos (purpose, filename, mime_type, filesize, sizes_thumbnail_filename, created_at, updated_at)
       values ('device', $1, 'image/png', 5, $2, now() - $3::interval, now() - $3::interval) returning id`,
      [`${name}.png`, `${name}-160x120.webp`, age],
    )
    return row.id as number
  }
  let oldPhoto: number
  let recentPhoto: number
  const suffix = `${process.pid}-${Date.now()}`

  beforeAll(async () => {
    await fs.mkdir(tmpRoot, { recursive: true })
    photosDir = await fs.mkdtemp(path.join(tmpRoot, 'photos-'))
    oldPhoto = await photo(`ancienne-${suffix}`, '8 days')
    recentPhoto = await photo(`recente-${suffix}`, '6 days')
    // The suite's shop purged at its start: this period is taken, the next is the hour after. As
    // if that hour had passed, so that this instance starts on a period of its own.
    await sql("delete from shop_chore_runs where chore = 'customer-photo-purge'")
    server = await startShopServer({
      databaseUrl: inject('databaseUrl'),
      env: { PUBLIC_URL: 'https://boutique.example.test', PHOTOS_DIR: photosDir, SEED_ON_START: 'never' },
    })
  })

  afterAll(async () => {
    await server?.stop()
  })

  it('purges, at start, photos older than 7 days (row and files) and keeps the recent ones', async () => {
    const deadline = Date.now() + 20_000
    while ((await sql('select id from customer_photos where id = $1', [oldPhoto])).length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    expect(await sql('select id from customer_photos where id = any($1) order by id', [[oldPhoto, recentPhoto]])).toEqual([
      { id: recentPhoto },
    ])
    expect(existsSync(path.join(photosDir, `ancienne-${suffix}.png`))).toBe(false)
    expect(existsSync(path.join(photosDir, `ancienne-${suffix}-160x120.webp`))).toBe(false)
    expect(existsSync(path.join(photosDir, `recente-${suffix}.png`))).toBe(true)
  })

  it('sends the staff cookie with Secure', async () => {
    const admin = inject('admin')
    const res = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https' },
      body: JSON.stringify(admin),
    })
    expect(res.status).toBe(200)
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith('payload-token='))
    expect(cookie).toMatch(/;\s*Secure/i)
  })
})
