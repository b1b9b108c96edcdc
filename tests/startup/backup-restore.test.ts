import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'

import { startFakeStripe, type FakeStripe } from '../fakes/fake-stripe.ts'
import { freePort } from '../support/free-port.ts'
import { repoRoot, startShopServer, tmpRoot, type ShopServer } from '../support/shop-server.ts'

const run = promisify(execFile)

type Outcome = { code: number; stdout: string; stderr: string }

/** `npm run <script> -- <args>` with the shop's configuration, as a nightly job would run it. */
async function npmRun(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<Outcome> {
  return run('npm', ['run', '--silent', script, '--', ...args], { cwd: repoRoot, env, timeout: 240_000, maxBuffer: 16 * 1024 * 1024 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: Outcome) => error,
  )
}

async function query<T extends pg.QueryResultRow>(server: ShopServer, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: server.databaseUrl })
  await client.connect()
  try {
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.end()
  }
}

async function until<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 20_000
  for (;;) {
    const value = await read()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`toujours pas : ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** An anonymous visitor uploads a photo, orders a printed phone back with it and pays through the fake Stripe. */
async function paidPhotoOrder(server: ShopServer, stripe: FakeStripe, index: number): Promise<number> {
  const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: index ? '#80200c' : '#0c6c80' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `photo-${index}.png`)
  form.append('purpose', 'device')
  const ip = { 'X-Forwarded-For': `10.24.0.${index + 1}` }
  const uploaded = await fetch(`${server.url}/api/customer-photos`, { method: 'POST', body: form, headers: ip })
  expect(uploaded.status).toBe(201)
  const { photo } = (await uploaded.json()) as { photo: { token: string } }

  const [phone] = await query<{ slug: string }>(server, `select slug from phones where _status = 'published' order by id limit 1`)
  const line = {
    category: 'telephone',
    productId: phone?.slug,
    protection: 'hd-tpu',
    back: 'integral-photo',
    photoId: photo.token,
    quantity: 1,
  }
  const checkout = await fetch(`${server.url}/api/create-payment`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...ip },
    body: JSON.stringify({
      items: [line],
      customerInfo: {
        name: 'Camille Martin',
        email: `sauvegarde.${index}@example.fr`,
        address: '3 quai du Port',
        city: 'Marseille',
        postalCode: '13002',
      },
      termsAccepted: true,
      successUrl: `${server.url}/success`,
      cancelUrl: `${server.url}/commande`,
    }),
  })
  expect(checkout.status).toBe(200)
  const { url, orderId } = (await checkout.json()) as { url: string; orderId: string }
  const session = new URL(url).pathname.split('/').pop()
  expect((await fetch(`${stripe.apiBase}/__fake/sessions/${session}/pay?webhook=1`, { method: 'POST' })).status).toBe(200)
  // Paid, invoiced and confirmed: nothing left for the shop's chores to change on this order.
  await until(async () => {
    const [row] = await query(
      server,
      `select 1 from orders o join invoices i on i.order_id = o.id
       where o.id = $1 and o.status = 'confirmed' and o.confirmation_email_sent_at is not null`,
      [Number(orderId)],
    )
    return row
  }, `commande ${orderId} payée, facturée et confirmée`)
  return Number(orderId)
}

type Downloads = Map<string, Buffer>

/** Every invoice PDF and customer photo of the orders, as staff download them. */
async function downloads(server: ShopServer, orderIds: number[]): Promise<Downloads> {
  const login = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(server.admin),
  })
  expect(login.status).toBe(200)
  const auth = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const files: Downloads = new Map()
  const get = async (route: string) => {
    const res = await fetch(`${server.url}${route}`, { headers: auth })
    expect(res.status, route).toBe(200)
    files.set(route, Buffer.from(await res.arrayBuffer()))
  }
  for (const { id } of await query<{ id: number }>(server, 'select id from invoices where order_id = any($1) order by id', [orderIds])) {
    await get(`/api/invoices/${id}/pdf`)
  }
  const photos = await query<{ filename: string }>(
    server,
    `select p.filename from customer_photos p join orders_lines l on l.photo_id = p.id where l._parent_id = any($1) order by p.id`,
    [orderIds],
  )
  expect(photos).toHaveLength(orderIds.length)
  for (const { filename } of photos) await get(`/api/customer-photos/file/${filename}`)
  return files
}

/** The orders as the database holds them, with their lines, invoices and photos. */
async function orderRows(server: ShopServer, orderIds: number[]) {
  const tables = {
    orders: 'select * from orders where id = any($1) order by id',
    lines: 'select * from orders_lines where _parent_id = any($1) order by _order',
    invoices: 'select * from invoices where order_id = any($1) order by id',
    photos: 'select p.* from customer_photos p join orders_lines l on l.photo_id = p.id where l._parent_id = any($1) order by p.id',
  }
  const rows: Record<string, unknown[]> = {}
  for (const [name, text] of Object.entries(tables)) rows[name] = await query(server, text, [orderIds])
  return rows
}

describe('npm run backup and npm run restore', () => {
  const cleanup: (() => Promise<unknown>)[] = []
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined)
  })

  // Two shop starts and four script runs: about 2 minutes, much more on a busy machine.
  it('bring back every order, invoice PDF and photo byte for byte into an emptied data folder', { timeout: 600_000 }, async () => {
    await fs.mkdir(tmpRoot, { recursive: true })
    const dataDir = await fs.mkdtemp(path.join(tmpRoot, 'backup-'))
    const archives = await fs.mkdtemp(path.join(tmpRoot, 'archives-'))
    cleanup.push(
      () => fs.rm(dataDir, { recursive: true, force: true }),
      () => fs.rm(archives, { recursive: true, force: true }),
    )
    const stripe = await startFakeStripe()
    cleanup.push(() => stripe.stop())
    const port = await freePort()
    stripe.deliverTo(`http://127.0.0.1:${port}/api/stripe-webhook`)
    const shopEnv = { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_BASE: stripe.apiBase }

    const original = await startShopServer({ dataDir, port, env: shopEnv })
    cleanup.push(() => original.stop('SIGKILL'))
    const orderIds = [await paidPhotoOrder(original, stripe, 0), await paidPhotoOrder(original, stripe, 1)]
    const before = await orderRows(original, orderIds)
    const files = await downloads(original, orderIds)
    expect(files.size).toBe(4)
    expect(await original.stop()).toBe(0)

    const scriptEnv: NodeJS.ProcessEnv = { ...process.env, APP_ENV: 'test', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) }
    delete scriptEnv.DATABASE_URL
    const backup = await npmRun('backup', ['--out', archives], scriptEnv)
    expect(backup.stderr).toBe('')
    expect(backup.code).toBe(0)
    const [archiveName] = (await fs.readdir(archives)).filter((name) => name.endsWith('.tar.gz'))
    const archive = path.join(archives, archiveName as string)
    expect(archiveName).toMatch(/^shop-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}\.tar\.gz$/)
    expect(backup.stdout).toContain('customer-photos : 2 fichiers')
    expect((await fs.stat(archive)).mode & 0o777).toBe(0o600)
    expect(backup.stdout).toContain(`Sauvegarde terminée : ${archive}`)
    const checksum = await fs.readFile(`${archive}.sha256`, 'utf8')
    expect(checksum).toMatch(new RegExp(`^[0-9a-f]{64}  ${archiveName?.replace(/\./g, '\\.')}\\n$`))
    expect(backup.stdout).toContain(`sha256 ${checksum.slice(0, 64)}`)
    // The same check as `sha256sum -c`, from the archive's folder.
    expect((await run('sha256sum', ['-c', `${archiveName}.sha256`], { cwd: archives })).stdout).toContain(': OK')

    // The database still holds the shop: without --force the restore touches nothing.
    const refused = await npmRun('restore', [archive], scriptEnv)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('La base de données contient déjà des tables')

    const secret = await fs.readFile(path.join(dataDir, 'payload-secret'), 'utf8')
    await fs.rm(dataDir, { recursive: true, force: true })
    const restore = await npmRun('restore', [archive], scriptEnv)
    expect(restore.stderr).not.toMatch(/error/i)
    expect(restore.code).toBe(0)
    expect(restore.stdout).toContain('Somme de contrôle de l’archive vérifiée')
    expect(restore.stdout).toContain('Restauration terminée')
    // The links already mailed stay valid: they are signed with the generated secret.
    expect(await fs.readFile(path.join(dataDir, 'payload-secret'), 'utf8')).toBe(secret)

    const restored = await startShopServer({ dataDir, port, env: shopEnv })
    cleanup.push(() => restored.stop('SIGKILL'))
    expect(restored.logs()).toContain('Données existantes conservées')
    expect(await orderRows(restored, orderIds)).toEqual(before)
    const again = await downloads(restored, orderIds)
    expect([...again.keys()]).toEqual([...files.keys()])
    for (const [route, body] of files) expect(again.get(route)?.equals(body), route).toBe(true)
    // New orders go on after the restored ones: the sequences came back too.
    const next = await paidPhotoOrder(restored, stripe, 2)
    expect(next).toBeGreaterThan(Math.max(...orderIds))
    expect(await restored.stop()).toBe(0)

    // A damaged archive is refused before anything is written, even over a database given up with --force.
    const bytes = await fs.readFile(archive)
    bytes[bytes.length - 100] = (bytes[bytes.length - 100] ?? 0) ^ 0xff
    await fs.writeFile(archive, bytes)
    const damaged = await npmRun('restore', [archive, '--force'], scriptEnv)
    expect(damaged.code).toBe(1)
    expect(damaged.stderr).toContain('ne correspond pas à sa somme de contrôle')
  })
})
