/**
 * The administrators' dashboard on a shop's worth of history: a shop of its own (a separate
 * embedded database) filled with 100,000 orders and 20,000 tickets in SQL, then
 *   - the overview (target p99 ≤ 100 ms) and an orders page with a filter (target p99 ≤ 50 ms),
 *     autocannon with `benchConnections` connections after a warm-up;
 *   - the CSV export of all 100,000 orders (target ≤ 5 s), with the server's resident memory
 *     sampled every 100 ms while it streams.
 * Alone: `npm run bench -- --only=dashboard`.
 */
import { readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

import autocannon from 'autocannon'
import pg from 'pg'

import { createProgress, type Progress } from '@shop/seed/progress'

import { startShopServer, testAdmin, tmpRoot } from '../support/shop-server.ts'
import { benchConnections, type Measure } from './catalogue.ts'

export const benchOrders = 100_000
export const benchTickets = 20_000
const batch = 5_000
/** An orders page deep in a filter: what the orders tab costs past its first page. */
export const ordersPagePath = '/api/dashboard/orders?status=shipped&page=3&limit=20'
/** The customers and support tabs as they open. */
export const customersPagePath = '/api/dashboard/customers?page=1&limit=20'
export const ticketsPagePath = '/api/dashboard/tickets?page=1&limit=20'

export type DashboardFigures = {
  seedSeconds: number
  overview: Measure
  /** The overview read again from the tables: the first request after a write. */
  overviewAfterWrite: { p50: number; max: number }
  ordersPage: Measure
  customersPage: Measure
  ticketsPage: Measure
  export: ExportFigures
  /** The FEC of a financial year holding the whole history, against the orders' CSV of the same run. */
  fec: ExportFigures
}

type ExportFigures = { seconds: number; megabytes: number; rows: number; baselineMiB: number; peakMiB: number }

export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

const statuses = `(array['delivered','delivered','delivered','shipped','processing','confirmed','pending','cancelled','returned','refunded']::enum_orders_status[])`
const categories = `(array['telephone','tablette','montre','console','manette','ordinateur','ecran-auto'])`

/**
 * One batch of orders, `from` to `to`: spread over the last 365 days, every status, 1 to 3 lines
 * of real published phones, totals equal to their lines, paid when the status says so, and a
 * history that reaches the status. Numbers `MBP-DDMMYYYY-NNNN` stay unique: the day and the
 * order's rank within it.
 */
async function insertOrders(db: pg.Client, from: number, to: number): Promise<void> {
  await db.query(
    `with phones as (select row_number() over (order by id) - 1 as n, slug, name from phones where _status = 'published'),
     phone_count as (select count(*) as total from phones),
     source as (
       select g, ${statuses}[1 + g % 10] as status,
         (((now() at time zone 'Europe/Paris')::date - (1 + g % 365))::timestamp + (g % 1440) * interval '1 minute')
           at time zone 'Europe/Paris' as at
       from generate_series($1::int, $2::int) g
     ),
     placed as (
       insert into orders (order_number, status, name, email, phone, shipping_address_street, shipping_address_postal_code,
         shipping_address_city, subtotal_cents, shipping_cents, total_cents, ht_cents, vat_cents, vat_rate_percent,
         terms_accepted_at, payment_provider, payment_session_id, payment_payment_intent_id, payment_paid_at, created_at, updated_at)
       select 'MBP-' || to_char(at at time zone 'Europe/Paris', 'DDMMYYYY') || '-' || lpad((5000 + g / 365)::text, 4, '0'),
         status, 'Client ' || (g % 20000), 'client' || (g % 20000) || '@bench.example', '06 12 34 56 78', (g % 90) || ' rue de la Paix',
         lpad(((g % 95) + 1)::text, 2, '0') || '000', 'Paris', 1500 * (1 + g % 3), 0, 1500 * (1 + g % 3), 1250 * (1 + g % 3),
         250 * (1 + g % 3), 20, at, 'stripe', 'cs_bench_' || g, 'pi_bench_' || g,
         case when status in ('pending', 'cancelled') then null else at + interval '2 minutes' end, at, at
       from source
       returning id, status, created_at, (regexp_match(payment_session_id, '\\d+$'))[1]::int as g
     ),
     lines as (
       insert into orders_lines (_order, _parent_id, id, product_name, quantity, unit_cents, total_cents, category, product_id)
       select k, placed.id, placed.id || '-' || k, phones.name || ' – Hydrogel HD TPU', 1, 1500, 1500,
         ${categories}[1 + (placed.g + k) % 7], phones.slug
       from placed cross join generate_series(1, 3) k
       join phones on phones.n = (placed.g + k) % (select total from phone_count)
       where k <= 1 + placed.g % 3
     )
     insert into orders_status_history (_order, _parent_id, id, status, at)
     select 1, id, id || '-h1', 'pending'::enum_orders_status_history_status, created_at from placed
     union all
     select 2, id, id || '-h2', status::text::enum_orders_status_history_status, created_at + interval '2 minutes' from placed
     where status <> 'pending'`,
    [from, to],
  )
}

/** One batch of tickets: every source, status and priority; most answered, some with a reply. */
async function insertTickets(db: pg.Client, from: number, to: number): Promise<void> {
  await db.query(
    `with source as (
       select g, now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute' as at from generate_series($1::int, $2::int) g
     ),
     opened as (
       insert into tickets (reference, status, priority, source, name, email, subject, message, first_response_at, created_at, updated_at)
       select 'SUP-' || to_char(at at time zone 'Europe/Paris', 'DDMMYYYY') || '-' || lpad((500000 + g)::text, 6, '0'),
         (array['open','in-progress','resolved','closed']::enum_tickets_status[])[1 + g % 4],
         (array['low','medium','high','urgent']::enum_tickets_priority[])[1 + g % 4],
         (array['contact','faq-contact','warranty-claim','order-support','retractation']::enum_tickets_source[])[1 + g % 5],
         'Client ' || (g % 20000), 'client' || (g % 20000) || '@bench.example', 'Question ' || g, 'Bonjour, une question sur ma commande.',
         case when g % 4 = 0 then null else at + (g % 600) * interval '1 minute' end, at, at
       from source
       returning id, first_response_at
     )
     insert into tickets_replies (_order, _parent_id, id, at, by, message)
     select 1, id, id || '-r1', first_response_at, 'admin@boutique.test', 'Bonjour, voici notre réponse.' from opened where first_response_at is not null`,
    [from, to],
  )
}

/**
 * The invoice of every paid order without one, a second after its payment, and a credit note the
 * next day for each refunded order: numbered in one sequence per year in issue order, after the
 * year's numbers already given (a second call grows the history), as invoices/issue-invoice.ts does.
 */
async function insertInvoices(db: pg.Client): Promise<void> {
  await db.query(
    `with documents as (
       select o.id as order_id, 'invoice'::enum_invoices_kind as kind, o.payment_paid_at + interval '1 second' as issued_at from orders o
       where o.payment_paid_at is not null and not exists (select 1 from invoices i where i.order_id = o.id)
       union all
       select o.id, 'credit_note', o.payment_paid_at + interval '1 day' from orders o
       where o.status = 'refunded' and o.payment_paid_at is not null and not exists (select 1 from invoices i where i.order_id = o.id)
     ),
     numbered as (
       select documents.*, extract(year from issued_at at time zone 'Europe/Paris')::int as year,
         row_number() over (partition by extract(year from issued_at at time zone 'Europe/Paris') order by issued_at, order_id) as rank
       from documents
     ),
     counted as (
       select numbered.*, rank + coalesce((select last from invoice_counters c where c.year = numbered.year), 0) as sequence from numbered
     ),
     counters as (
       insert into invoice_counters (year, last) select year, max(sequence) from counted group by year
       on conflict (year) do update set last = excluded.last
     )
     insert into invoices (number, kind, scope, order_id, issued_at, snapshot)
     select 'FA-' || counted.year || '-' || lpad(counted.sequence::text, 6, '0'), counted.kind, 'order', o.id, counted.issued_at,
       jsonb_build_object('kind', counted.kind, 'orderNumber', o.order_number, 'buyer', jsonb_build_object('name', o.name),
         'lines', jsonb_build_array(jsonb_build_object('account', 'goods', 'description', 'Hydrogel HD TPU', 'quantity', 1,
           'unitHtCents', o.ht_cents, 'vatRatePercent', 20, 'vatCents', o.vat_cents, 'totalHtCents', o.ht_cents, 'totalTtcCents', o.total_cents)),
         'totals', jsonb_build_object('htCents', o.ht_cents, 'vatCents', o.vat_cents, 'ttcCents', o.total_cents, 'vatRatePercent', 20))
     from counted join orders o on o.id = counted.order_id`,
  )
}

/** Rows numbered `from` to `to` (orders and tickets number their days and references from it). */
export type Rows = { from: number; to: number }

/** Inserts `rows` in batches of `batch`, one tick of `progress` each. */
async function inBatches(progress: Progress, label: string, rows: Rows, insert: (from: number, to: number) => Promise<void>) {
  progress.start(label, Math.ceil((rows.to - rows.from + 1) / batch))
  for (let from = rows.from; from <= rows.to; from += batch) {
    await insert(from, Math.min(from + batch - 1, rows.to))
    progress.tick()
  }
  progress.done(`${rows.to - rows.from + 1} ${label}`)
}

/**
 * Adds these orders and tickets to the shop's history; numbered after those already there, a
 * second call grows the same history.
 */
export async function seedHistory(databaseUrl: string, orders: Rows, tickets: Rows): Promise<number> {
  const startedAt = performance.now()
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  const progress = createProgress(process.stderr)
  try {
    await inBatches(progress, 'commandes', orders, (from, to) => insertOrders(db, from, to))
    // A third of the delivered orders rated by their customer, a few days after delivery (the overview's satisfaction).
    await db.query(`update orders set satisfaction_rating = 1 + id % 5, satisfaction_asked_at = created_at + interval '8 days',
      satisfaction_rated_at = created_at + interval '9 days' where status = 'delivered' and id % 3 = 0 and satisfaction_rating is null`)
    await inBatches(progress, 'demandes', tickets, (from, to) => insertTickets(db, from, to))
    progress.start('factures et avoirs', 1)
    await insertInvoices(db)
    progress.done('factures et avoirs')
    // What autovacuum does within a minute of a bulk load, done before measuring: without it the
    // visibility map is empty and every count reads the table instead of its index (p99 89 ms
    // against 54 ms for the orders page), a state a running shop is never in for long.
    await db.query('vacuum analyze')
  } finally {
    await db.end()
  }
  return (performance.now() - startedAt) / 1000
}

export async function adminToken(url: string): Promise<string> {
  const res = await fetch(`${url}/api/admin-auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: testAdmin.email, password: testAdmin.password }),
  })
  if (res.status !== 200) throw new Error(`admin-auth : ${res.status}`)
  return ((await res.json()) as { token: string }).token
}

export async function measureWithToken(label: string, url: string, token: string): Promise<Measure> {
  const headers = { Authorization: `Bearer ${token}` }
  await autocannon({ url, headers, connections: benchConnections, duration: 2 })
  const result = await autocannon({ url, headers, connections: benchConnections, duration: 10 })
  if (result.errors > 0 || result.non2xx > 0) throw new Error(`${label} : ${result.errors} erreurs, ${result.non2xx} réponses non 2xx`)
  return { label, requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 }
}

/** Each request follows a write (a ticket touched), so that the overview is computed afresh every time. */
async function overviewAfterWrites(url: string, token: string, databaseUrl: string) {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  const times: number[] = []
  try {
    for (let round = 0; round < 20; round++) {
      await db.query('update tickets set updated_at = now() where id = (select min(id) from tickets)')
      const startedAt = performance.now()
      const res = await fetch(`${url}/api/dashboard/overview`, { headers: { Authorization: `Bearer ${token}` } })
      if (res.status !== 200) throw new Error(`overview : ${res.status}`)
      await res.arrayBuffer()
      times.push(performance.now() - startedAt)
    }
  } finally {
    await db.end()
  }
  times.sort((a, b) => a - b)
  return { p50: Math.round(times[Math.floor(times.length / 2)] ?? 0), max: Math.round(times.at(-1) ?? 0) }
}

/** Reads the export to its end, counting bytes and lines, while sampling the server's memory. */
export async function measureExport(url: string, token: string, pid: number, exportPath = '/api/dashboard/export/orders') {
  const baselineMiB = rssMiB(pid)
  let peakMiB = baselineMiB
  const sampler = setInterval(() => (peakMiB = Math.max(peakMiB, rssMiB(pid))), 100)
  const startedAt = performance.now()
  try {
    const res = await fetch(`${url}${exportPath}`, { headers: { Authorization: `Bearer ${token}` } })
    if (res.status !== 200 || !res.body) throw new Error(`export ${exportPath} : ${res.status}`)
    let bytes = 0
    let lines = 0
    const reader = res.body.getReader()
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      bytes += read.value.length
      for (const byte of read.value) if (byte === 10) lines++
    }
    return { seconds: (performance.now() - startedAt) / 1000, megabytes: bytes / 1024 / 1024, rows: lines - 1, baselineMiB, peakMiB }
  } finally {
    clearInterval(sampler)
  }
}

/**
 * The history spans the last 365 days: a financial year closing today (or on 28 February instead
 * of a 29th) holds nearly all of it, two calendar years' worth of invoices.
 */
async function measureFec(url: string, token: string, pid: number, databaseUrl: string) {
  const today = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(),
  )
  const [day, month, year] = today.split('/')
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    await db.query('update accounting_settings set closing_date = $1', [day === '29' && month === '02' ? '28/02' : `${day}/${month}`])
  } finally {
    await db.end()
  }
  return measureExport(url, token, pid, `/api/dashboard/export/fec?year=${year}`)
}

export async function benchDashboard(): Promise<DashboardFigures> {
  await fs.mkdir(tmpRoot, { recursive: true })
  const dataDir = await fs.mkdtemp(path.join(tmpRoot, 'bench-dashboard-'))
  const server = await startShopServer({ dataDir, timeoutMs: 600_000 })
  try {
    console.log(`Tableau de bord : ${benchOrders} commandes et ${benchTickets} demandes dans une base à part…`)
    const seedSeconds = await seedHistory(server.databaseUrl, { from: 1, to: benchOrders }, { from: 1, to: benchTickets })
    const token = await adminToken(server.url)
    const overview = await measureWithToken('GET /api/dashboard/overview', `${server.url}/api/dashboard/overview`, token)
    const overviewAfterWrite = await overviewAfterWrites(server.url, token, server.databaseUrl)
    const ordersPage = await measureWithToken(`GET ${ordersPagePath}`, `${server.url}${ordersPagePath}`, token)
    const customersPage = await measureWithToken(`GET ${customersPagePath}`, `${server.url}${customersPagePath}`, token)
    const ticketsPage = await measureWithToken(`GET ${ticketsPagePath}`, `${server.url}${ticketsPagePath}`, token)
    const exported = await measureExport(server.url, token, server.process.pid as number)
    const fec = await measureFec(server.url, token, server.process.pid as number, server.databaseUrl)
    return { seedSeconds, overview, overviewAfterWrite, ordersPage, customersPage, ticketsPage, export: exported, fec }
  } finally {
    await server.stop()
    await fs.rm(dataDir, { recursive: true, force: true })
  }
}

export function printDashboardFigures(figures: DashboardFigures): void {
  const row = (measure: Measure, target: string) =>
    console.log(
      `| ${measure.label} (autocannon -c ${benchConnections}) | ${measure.requestsPerSecond.toFixed(0)} req/s, p50 ${measure.p50} ms, p99 ${measure.p99} ms (cible p99 ${target}) |`,
    )
  console.log(
    `| remplissage de la base du tableau de bord (${benchOrders} commandes, ${benchTickets} demandes) | ${figures.seedSeconds.toFixed(1)} s |`,
  )
  row(figures.overview, '≤ 100 ms')
  console.log(
    `| overview recalculée après une écriture (20 fois, une à la fois) | p50 ${figures.overviewAfterWrite.p50} ms, max ${figures.overviewAfterWrite.max} ms |`,
  )
  row(figures.ordersPage, '≤ 50 ms')
  row(figures.customersPage, '≤ 50 ms')
  row(figures.ticketsPage, '≤ 50 ms')
  const { seconds, megabytes, rows, baselineMiB, peakMiB } = figures.export
  console.log(`| export CSV de toutes les commandes (${rows} lignes, ${megabytes.toFixed(1)} Mo) | ${seconds.toFixed(2)} s (cible ≤ 5 s) |`)
  console.log(
    `| mémoire du serveur pendant l'export : avant, pic, écart | ${baselineMiB.toFixed(0)} Mio, ${peakMiB.toFixed(0)} Mio, +${(peakMiB - baselineMiB).toFixed(0)} Mio |`,
  )
  const fec = figures.fec
  console.log(
    `| FEC d'un exercice couvrant tout l'historique (${fec.rows} lignes d'écritures, ${fec.megabytes.toFixed(1)} Mo) | ${fec.seconds.toFixed(2)} s, ${(fec.seconds / seconds).toFixed(2)} × l'export CSV des commandes (cible ≤ 5 s) |`,
  )
  console.log(
    `| mémoire du serveur pendant le FEC : avant, pic, écart | ${fec.baselineMiB.toFixed(0)} Mio, ${fec.peakMiB.toFixed(0)} Mio, +${(fec.peakMiB - fec.baselineMiB).toFixed(0)} Mio |`,
  )
}
