/**
 * Two shop instances behind nginx, on one PostgreSQL and one S3-compatible bucket, as a shop runs
 * when one server is no longer enough: what one instance writes, the other serves; limits and
 * order numbers hold across both; killing or restarting an instance loses no confirmed order and
 * (nearly) no request; the chores run once per period. `npm run test:cluster` (from .ci/run).
 */
import pg from 'pg'
import sharp from 'sharp'
import { Agent, fetch as fetchWith } from 'undici'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { customerData, uniqueClientIp } from '@shop/seed/factories'

import { startCluster, type Cluster } from '../support/cluster.ts'
import { mailsTo } from '../support/inbox.ts'
import { carCheckoutBody, firstCarSlug } from '../support/shop-checkout.ts'
import { testAdmin } from '../support/shop-server.ts'

let cluster: Cluster
let db: pg.Client
let car: string

const json = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
})

/** The two instances, addressed directly (the proxy would choose for us). */
function instances(): [{ url: string }, { url: string }] {
  const [first, second] = cluster.instances
  if (!first || !second) throw new Error('la grappe a deux instances')
  return [first, second]
}

/** The test administrator's dashboard session (kept in PostgreSQL: any instance knows it). */
async function dashboardToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/admin-auth`, json('POST', { username: testAdmin.email, password: testAdmin.password }))
  if (!res.ok) throw new Error(`connexion au tableau de bord : ${res.status}`)
  return ((await res.json()) as { token: string }).token
}

async function staffToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/users/login`, json('POST', testAdmin))
  if (!res.ok) throw new Error(`connexion du personnel : ${res.status}`)
  return ((await res.json()) as { token: string }).token
}

/**
 * The load's connections to the proxy are not kept alive: nginx's reload closes the idle ones
 * (a browser retries such a request by itself, a bare HTTP client reports a failure).
 */
const oneRequestPerConnection = new Agent({ pipelining: 0 })

/** A checkout through the proxy: the order number, or the status it failed with (0: no answer). */
async function checkout(index: number, ip = uniqueClientIp()): Promise<{ status: number; orderNumber?: string }> {
  try {
    const res = await fetchWith(`${cluster.proxyUrl}/api/create-payment`, {
      ...json('POST', carCheckoutBody(cluster.proxyUrl, car, `grappe.${index}.${Date.now()}@example.fr`), { 'X-Forwarded-For': ip }),
      dispatcher: oneRequestPerConnection,
    } as never)
    const body = (await res.json().catch(() => ({}))) as { orderNumber?: string }
    return { status: res.status, orderNumber: body.orderNumber }
  } catch {
    return { status: 0 }
  }
}

async function catalogueRead(): Promise<number> {
  return fetchWith(`${cluster.proxyUrl}/api/catalogue/car-models`, { dispatcher: oneRequestPerConnection }).then(
    (res) => (res.body?.cancel(), res.status),
    () => 0,
  )
}

/** Reads and checkouts through the proxy until `stop()`: every answer's status, by kind. */
function mixedLoad() {
  let running = true
  const reads: number[] = []
  const orders: { status: number; orderNumber?: string }[] = []
  const loops = [
    ...Array.from({ length: 6 }, async () => {
      while (running) reads.push(await catalogueRead())
    }),
    ...Array.from({ length: 2 }, async (_, worker) => {
      for (let index = 0; running; index++) orders.push(await checkout(worker * 100_000 + index))
    }),
  ]
  return {
    reads,
    orders,
    stop: async () => {
      running = false
      await Promise.all(loops)
    },
  }
}

beforeAll(async () => {
  cluster = await startCluster({
    size: 2,
    databaseUrl: process.env.CLUSTER_DATABASE_URL,
    // Reconciliation every 2 s and newsletter sends every second, queues looked at 4 times a second, on both instances: once all the same.
    env: {
      PAYMENT_RECONCILE_SECONDS: '2',
      NEWSLETTER_SEND_SECONDS: '1',
      JOBS_POLL_MS: '250',
      PAYLOAD_SECRET: 'grappe-de-test-secret-partage-0123456789abcdef',
    },
  })
  db = new pg.Client({ connectionString: cluster.databaseUrl })
  await db.connect()
  car = await firstCarSlug(cluster.proxyUrl)
}, 300_000)

afterAll(async () => {
  await db?.end()
  await cluster?.stop()
})

describe('two instances behind a proxy', () => {
  it('serves a price saved through one instance from both at the next read', async () => {
    const [first, second] = instances()
    const token = await staffToken(first.url)
    const before = (await (await fetch(`${second.url}/api/globals/pricing?depth=0`)).json()) as { car: { hdTpu: number } }
    const price = before.car.hdTpu === 21 ? 22 : 21
    const saved = await fetch(
      `${first.url}/api/globals/pricing`,
      json('POST', { car: { hdTpu: price } }, { Authorization: `JWT ${token}` }),
    )
    expect(saved.status).toBe(200)
    // The next read on either instance: the other one heard of the change through PostgreSQL.
    await expect
      .poll(async () => ((await (await fetch(`${second.url}/api/catalogue-pricing`)).json()) as { car: { hdTpu: number } }).car.hdTpu, {
        timeout: 2_000,
      })
      .toBe(price)
    const page = await (await fetch(`${second.url}/ecrans-auto`)).text()
    expect(page.replaceAll('&nbsp;', '\u00a0')).toContain(`${price},00\u00a0€`)
  })

  it('stores a photo sent to one instance in the bucket, and serves it to staff through the other', async () => {
    const [first, second] = instances()
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0c6c80' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'coque.png')
    const sent = await fetch(`${first.url}/api/customer-photos`, { method: 'POST', body: form })
    expect(sent.status).toBe(201)
    const { photo } = (await sent.json()) as { photo: { id: string; filename: string } }
    const dashboard = await dashboardToken(first.url)
    const served = await fetch(`${second.url}/api/dashboard/photos/customer/${photo.id}`, {
      headers: { Authorization: `Bearer ${dashboard}` },
    })
    expect(served.status).toBe(200)
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(40)
    // Payload's own file route streams it from the bucket too, to staff only.
    const fileUrl = `${second.url}/api/customer-photos/file/${photo.filename}`
    const staff = await fetch(fileUrl, { headers: { Authorization: `JWT ${await staffToken(second.url)}` } })
    expect(staff.status).toBe(200)
    expect(staff.headers.get('cache-control')).toBe('private, no-store')
    expect((await fetch(fileUrl)).status).toBe(403)
    const [row] = (await db.query('select prefix from customer_photos where id = $1', [photo.id])).rows
    expect(row.prefix).toBe('customer-photos')
  })

  it('serves a catalogue picture uploaded through one instance from the other, with its resized variants', async () => {
    const [first, second] = instances()
    const token = await staffToken(first.url)
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#e05a2b' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `grappe-${Date.now()}.png`)
    form.append('_payload', JSON.stringify({ alt: 'Image de test' }))
    const created = await fetch(`${first.url}/api/media`, { method: 'POST', body: form, headers: { Authorization: `JWT ${token}` } })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { url: string; sizes: { card: { url: string } } } }
    for (const url of [doc.url, doc.sizes.card.url]) {
      const res = await fetch(new URL(url, second.url))
      expect(res.status, url).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/webp')
      expect(res.headers.get('cache-control')).toContain('public')
    }
    const card = await fetch(new URL(doc.sizes.card.url, second.url))
    expect((await sharp(Buffer.from(await card.arrayBuffer())).metadata()).width).toBe(320)
  })

  it('keeps a customer signed in through one instance signed in on the other', async () => {
    const [first, second] = instances()
    const data = customerData()
    expect((await fetch(`${first.url}/api/auth-validation`, json('POST', { action: 'register', ...data }))).status).toBe(201)
    const login = await fetch(
      `${first.url}/api/auth-validation`,
      json('POST', { action: 'login', email: data.email, password: data.password }),
    )
    const { sessionToken } = (await login.json()) as { sessionToken: string }
    const profile = await fetch(`${second.url}/api/client-management?action=get_profile`, {
      headers: { Authorization: `Bearer ${sessionToken}` },
    })
    expect(profile.status).toBe(200)
    expect(JSON.stringify(await profile.json())).toContain(data.email)
  })

  it('counts login attempts across both instances: five wrong passwords, then refusals on either', async () => {
    const data = customerData()
    expect((await fetch(`${cluster.proxyUrl}/api/auth-validation`, json('POST', { action: 'register', ...data }))).status).toBe(201)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 8; attempt++) {
      const instance = cluster.instances[attempt % 2] as { url: string }
      const res = await fetch(
        `${instance.url}/api/auth-validation`,
        json('POST', { action: 'login', email: data.email, password: `faux-${attempt}-essai` }, { 'X-Forwarded-For': uniqueClientIp() }),
      )
      statuses.push(res.status)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429])
  })

  it('gives 50 parallel checkouts split across both instances 50 distinct order numbers', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, index) => checkout(index)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200))
    const numbers = answers.map((answer) => answer.orderNumber)
    expect(new Set(numbers).size).toBe(50)
    const { rows } = await db.query('select count(*)::int as n from orders where order_number = any($1)', [numbers])
    expect(rows[0].n).toBe(50)
  })

  it('runs the payment reconciliation once per period, not once per instance', async () => {
    const since = Number((await db.query('select max(id) as id from payload_jobs')).rows[0]?.id ?? 0)
    // The wait is what is tested: the runs of both instances over 9 s.
    await new Promise((resolve) => setTimeout(resolve, 9_000))
    const { rows } = await db.query(
      `select extract(epoch from completed_at) * 1000 as at from payload_jobs
        where task_slug = 'payment-reconciliation' and id > $1 and completed_at is not null order by completed_at`,
      [since],
    )
    const seen = rows.map((row: { at: string }) => Number(row.at))
    // About one run every 2 s in 9 s, never two within a period.
    expect(seen.length).toBeGreaterThanOrEqual(3)
    expect(seen.length).toBeLessThanOrEqual(5)
    for (let index = 1; index < seen.length; index++) {
      expect((seen[index] as number) - (seen[index - 1] as number)).toBeGreaterThanOrEqual(2_000)
    }
  })

  it('sends a newsletter once to each subscriber, with both instances sending', async () => {
    const addresses = Array.from({ length: 60 }, (_, index) => `abonne.${index}.${Date.now()}@example.fr`)
    await db.query(
      `insert into newsletter_subscribers (email, status, confirmed_at) select address, 'confirmed', now() from unnest($1::text[]) as address`,
      [addresses],
    )
    const subject = `Nouveautés de la grappe ${Date.now()}`
    const [first] = instances()
    const created = await fetch(
      `${first.url}/api/newsletter-campaigns`,
      json(
        'POST',
        { subject, body: 'Nos nouveaux verres sont arrivés.', status: 'scheduled' },
        { Authorization: `JWT ${await staffToken(first.url)}` },
      ),
    )
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    await expect
      .poll(async () => (await db.query('select status from newsletter_campaigns where id = $1', [doc.id])).rows[0]?.status, {
        timeout: 30_000,
      })
      .toBe('sent')
    const received = await Promise.all(
      addresses.map(async (address) => (await mailsTo(cluster.inboxUrl, address)).filter((mail) => mail.subject === subject).length),
    )
    expect(received).toEqual(addresses.map(() => 1))
    const { rows } = await db.query('select sent_count::int as sent from newsletter_campaigns where id = $1', [doc.id])
    expect(rows[0]?.sent).toBeGreaterThanOrEqual(addresses.length)
  })

  it('loses no confirmed order when an instance is killed under load, and fails under 1 % of reads', async () => {
    const load = mixedLoad()
    // The waits are what is tested: load on both instances, then on the one left after the kill.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    await cluster.stopInstance(1, 'SIGKILL')
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    await load.stop()
    const confirmed = load.orders.filter((order) => order.status === 200).map((order) => order.orderNumber)
    expect(confirmed.length).toBeGreaterThan(10)
    const { rows } = await db.query('select count(*)::int as n from orders where order_number = any($1)', [confirmed])
    expect(rows[0].n).toBe(confirmed.length)
    const failedReads = load.reads.filter((status) => status !== 200).length
    expect(load.reads.length).toBeGreaterThan(100)
    expect(failedReads / load.reads.length).toBeLessThan(0.01)
    await cluster.restart(1, 'SIGKILL')
  })

  it('loses no request while both instances are restarted in turn with SIGTERM', async () => {
    const load = mixedLoad()
    // The wait is what is tested: the load is under way before the first instance leaves.
    await new Promise((resolve) => setTimeout(resolve, 500))
    // A rolling deploy: out of the proxy, stopped (it finishes what it was answering), started, back in.
    for (const index of [0, 1]) {
      await cluster.reloadProxy([1 - index])
      await cluster.restart(index, 'SIGTERM')
      await cluster.reloadProxy()
    }
    await load.stop()
    expect(load.reads.filter((status) => status !== 200)).toEqual([])
    expect(load.orders.filter((order) => order.status !== 200)).toEqual([])
    expect(load.orders.length).toBeGreaterThan(5)
  })
})
