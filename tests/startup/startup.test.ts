import { execFile } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { customerData, uniqueClientIp } from '@shop/seed/factories'

import { freePort } from '../support/free-port.ts'
import { carCheckoutBody, firstCarSlug } from '../support/shop-checkout.ts'
import { repoRoot, serverCommand, startShopServer, tmpRoot } from '../support/shop-server.ts'

const run = promisify(execFile)

function postmasterPid(dataDir: string): number | null {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid')
  if (!existsSync(file)) return null
  return Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10)
}

function isAlive(pid: number | null): boolean {
  if (!pid) return false
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** The shop's own connections to its database (this query's excepted), by the way they came. */
async function shopConnections(databaseUrl: string): Promise<{ socket: number; tcp: number }> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ socket: number; tcp: number }>(
      `select count(*) filter (where client_addr is null)::int as socket, count(*) filter (where client_addr is not null)::int as tcp
         from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`,
    )
    return rows[0] as { socket: number; tcp: number }
  } finally {
    await client.end()
  }
}

async function phoneCount(url: string): Promise<number> {
  const res = await fetch(`${url}/api/phones?limit=1&depth=0`)
  return ((await res.json()) as { totalDocs: number }).totalDocs
}

/** Without Stripe keys (the default), a purchase goes through the shop's own test payment page, which the order names. */
async function expectOfflinePurchase(url: string, databaseUrl: string): Promise<void> {
  const checkout = await fetch(`${url}/api/create-payment`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(carCheckoutBody(url, await firstCarSlug(url), 'camille.hors-ligne@example.fr')),
  })
  expect(checkout.status).toBe(200)
  const { url: paymentUrl, orderId } = (await checkout.json()) as { url: string; orderId: string }
  expect(paymentUrl).toMatch(new RegExp(`^${url}/api/offline-payment\\?session=offline_`))
  const page = await (await fetch(paymentUrl)).text()
  expect(page).toContain('<h1>Paiement de test</h1>')
  expect(page).toContain("aucun argent n'est débité")
  const session = new URL(paymentUrl).searchParams.get('session') ?? ''
  const paid = await fetch(`${url}/api/offline-payment`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ session, action: 'pay' }),
    redirect: 'manual',
  })
  expect(paid.status).toBe(303)
  expect(paid.headers.get('location')).toBe(`${url}/success?session_id=${session}&order_id=${orderId}`)
  // Paid once: the page is gone.
  expect((await fetch(paymentUrl)).status).toBe(404)
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query('select payment_provider, payment_session_id from orders where id = $1', [Number(orderId)])
    expect(rows).toEqual([{ payment_provider: 'offline', payment_session_id: session }])
  } finally {
    await client.end()
  }
}

/**
 * Without Stripe keys, a customer's « Annuler » on a pending order closes the test page and cancels
 * it at once (it once answered 503 for ever, the test page never closing); the page is then over.
 */
async function expectOfflineCancellation(url: string): Promise<void> {
  const call = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': uniqueClientIp(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  }
  const customer = customerData()
  expect((await call('/api/auth-validation', { action: 'register', ...customer })).status).toBe(201)
  const login = await call('/api/auth-validation', { action: 'login', email: customer.email, password: customer.password })
  expect(login.status).toBe(200)
  const token = login.body.sessionToken as string
  const placed = await call('/api/create-payment', carCheckoutBody(url, await firstCarSlug(url), customer.email), token)
  expect(placed.status).toBe(200)
  const cancelled = await call('/api/get-client-orders?action=cancel', { orderId: placed.body.orderId }, token)
  expect(cancelled.status).toBe(200)
  const orders = await fetch(`${url}/api/get-client-orders`, { headers: { Authorization: `Bearer ${token}` } })
  const { orders: listed } = (await orders.json()) as { orders: { id: string; status: string }[] }
  expect(listed.find((order) => order.id === placed.body.orderId)?.status).toBe('cancelled')
  expect((await fetch(placed.body.url as string)).status).toBe(404)
}

describe('npm start on a fresh embedded data directory', () => {
  let dataDir = ''
  afterAll(async () => {
    const pid = postmasterPid(dataDir)
    if (isAlive(pid)) process.kill(pid as number, 'SIGKILL')
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true })
  })

  it('creates the cluster, migrates, seeds and serves, takes test payments offline and cancels unpaid orders; SIGTERM stops PostgreSQL cleanly', async () => {
    await fs.mkdir(tmpRoot, { recursive: true })
    dataDir = await fs.mkdtemp(path.join(tmpRoot, 'startup-'))
    const server = await startShopServer({ dataDir })
    expect(server.logs()).toContain('Création du cluster PostgreSQL embarqué')
    expect(server.logs()).toContain('Catalogue et contenus importés')
    expect((await fetch(`${server.url}/`)).status).toBe(200)
    expect(await phoneCount(server.url)).toBeGreaterThanOrEqual(150)
    await expectOfflinePurchase(server.url, server.databaseUrl)
    await expectOfflineCancellation(server.url)
    // The shop reaches its embedded PostgreSQL through the cluster's Unix socket, not loopback TCP.
    const port = new URL(server.databaseUrl).port
    expect(existsSync(path.join(dataDir, 'postgres', `.s.PGSQL.${port}`))).toBe(true)
    const connections = await shopConnections(server.databaseUrl)
    expect(connections.socket).toBeGreaterThan(0)
    expect(connections.tcp).toBe(0)
    const pid = postmasterPid(dataDir)
    expect(isAlive(pid)).toBe(true)

    expect(await server.stop('SIGTERM')).toBe(0)
    expect(isAlive(pid)).toBe(false)
    expect(postmasterPid(dataDir)).toBeNull()
  })

  it('reuses the data on a second start and imports nothing twice', async () => {
    const server = await startShopServer({ dataDir })
    expect(server.logs()).toContain('Données existantes conservées')
    const phones = await phoneCount(server.url)
    expect(phones).toBeGreaterThanOrEqual(150)

    // A crash (SIGKILL) leaves the postmaster behind: the next start must recover from it.
    expect(await server.stop('SIGKILL')).toBeNull()
    expect(isAlive(postmasterPid(dataDir))).toBe(true)
    const recovered = await startShopServer({ dataDir })
    expect(recovered.logs()).toContain("Arrêt d'un PostgreSQL resté actif")
    expect(await phoneCount(recovered.url)).toBe(phones)

    // With the database gone, health says so with a 503.
    process.kill(postmasterPid(dataDir) as number, 'SIGINT')
    await expect.poll(async () => (await fetch(`${recovered.url}/api/health`)).status, { timeout: 15_000 }).toBe(503)
    expect(await (await fetch(`${recovered.url}/api/health`)).json()).toEqual({ status: 'error', db: 'error' })
    await recovered.stop('SIGKILL')
  })

  it('stops on SIGTERM when nobody reads its output any more', async () => {
    const server = await startShopServer({ dataDir })
    // The reader goes away (a log collector, the terminal): every write of the shop now fails (EPIPE).
    server.process.stdout?.destroy()
    server.process.stderr?.destroy()
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
    const signalledAt = Date.now()
    expect(await server.stop('SIGTERM')).toBe(0)
    expect(Date.now() - signalledAt).toBeLessThan(15_000)
  })

  it('finishes its clean stop when SIGTERM comes twice', async () => {
    const server = await startShopServer({ dataDir })
    const pid = postmasterPid(dataDir)
    server.process.kill('SIGTERM')
    await expect.poll(() => server.logs(), { timeout: 5_000 }).toContain('SIGTERM reçu')
    // The second signal arrives during the drain (an impatient orchestrator, Ctrl-C twice).
    server.process.kill('SIGTERM')
    expect(await server.stop('SIGTERM')).toBe(0)
    expect(server.logs()).toContain('Arrêt terminé')
    expect(isAlive(pid)).toBe(false)
  })
})

describe('configuration', () => {
  it('refuses to start in production without the admin credentials, the secret and a payment key, naming them', async () => {
    const failure = await run(process.execPath, serverCommand, {
      cwd: repoRoot,
      env: {
        ...process.env,
        APP_ENV: 'production',
        ADMIN_EMAIL: '',
        ADMIN_PASSWORD: '',
        PAYLOAD_SECRET: '',
        SMTP_URL: '',
        STRIPE_SECRET_KEY: '',
        STRIPE_WEBHOOK_SECRET: '',
      },
      timeout: 30_000,
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    )
    expect(failure?.code).toBe(1)
    for (const name of ['PAYLOAD_SECRET', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'SMTP_URL', 'STRIPE_SECRET_KEY']) {
      expect(failure?.stderr).toContain(`${name}: obligatoire en production`)
    }
  })
})

// Only root hands the cluster to another user (`postgres`); anyone else runs PostgreSQL as themselves.
describe.skipIf(process.getuid?.() !== 0)('root with the data inside a private folder (a clone under /root)', () => {
  it('stops within seconds with a French message naming the fixes, without a stack trace', async () => {
    await fs.mkdir(tmpRoot, { recursive: true })
    const home = await fs.mkdtemp(path.join(tmpRoot, 'private-home-'))
    await fs.chmod(home, 0o700)
    const { DATABASE_URL: _external, ...inherited } = process.env
    const startedAt = Date.now()
    try {
      const failure = await run(process.execPath, serverCommand, {
        cwd: repoRoot,
        env: { ...inherited, APP_ENV: 'test', DATA_DIR: path.join(home, 'clone', '.data'), EMBEDDED_PG_PORT: String(await freePort()) },
        timeout: 30_000,
      }).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      )
      expect(failure?.code).toBe(1)
      expect(Date.now() - startedAt).toBeLessThan(20_000)
      expect(failure?.stderr).toContain(`qui ne peut pas entrer dans le dossier ${home} (droits 700)`)
      expect(failure?.stderr).toContain('DATA_DIR=/var/lib/ma-boutique-protection npm start')
      expect(failure?.stderr).toContain(`chmod o+x ${home}`)
      expect(failure?.stderr).not.toMatch(/EACCES|\n\s+at /)

      // `npm start` asks the same before building, so the answer comes in seconds there too.
      const preflight = await run(process.execPath, ['--import', 'tsx', 'cms/scripts/preflight.ts'], {
        cwd: repoRoot,
        env: { ...inherited, DATA_DIR: path.join(home, 'clone', '.data') },
        timeout: 20_000,
      }).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      )
      expect(preflight?.code).toBe(1)
      expect(preflight?.stderr).toContain(`chmod o+x ${home}`)
    } finally {
      await fs.rm(home, { recursive: true, force: true })
    }
  })
})
