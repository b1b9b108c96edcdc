/**
 * The quote and `create-payment` under load, without then with a promo code: 50 concurrent
 * clients against a shop paying through the fake Stripe (the SDK's real HTTP calls, to a local
 * server), each request from its own client address so that the per-address limits do not turn
 * the figures into 429s. Without and with a code take turns, three rounds each, and each figure
 * is the median of its rounds: one run apiece moved by ±25 % from one run to the next on two
 * cores (the collector, the JIT), more than the difference the code makes.
 */
import type { IncomingHttpHeaders } from 'node:http'
import os from 'node:os'

import autocannon from 'autocannon'

import { startFakeStripe } from '../fakes/fake-stripe.ts'
import { carCheckoutBody, firstCarSlug } from '../support/shop-checkout.ts'
import { startShopServer, testAdmin, type ShopServer } from '../support/shop-server.ts'
import { cpuSince, type CpuUse } from './cpu-use.ts'
import { withDatabase } from './database.ts'

/** `cpu`: milliseconds of CPU per answered request, when the server's process was known. */
export type LoadFigures = { perSecond: number; p50: number; p99: number; errors: number; cpu?: CpuUse }
/** A metric of the answers' Server-Timing (milliseconds): its median and 99th percentile. */
type Spread = { p50: number; p99: number }
/** Where create-payment's time went on the server, from its Server-Timing, next to what the clients saw. */
export type CheckoutBreakdown = {
  load: LoadFigures
  statements: number
  server: Spread
  pool: Spread
  sql: Spread
  payment: Spread
}
export type CheckoutLoads = {
  quote: LoadFigures
  quoteWithCode: LoadFigures
  checkout: LoadFigures
  checkoutWithCode: LoadFigures
}
export type CheckoutFigures = CheckoutLoads & { breakdown: CheckoutBreakdown }

const connections = 50
const seconds = 6
const rounds = 3
const promoCode = 'BENCH10'
/** Whose orders create-payment leaves behind, pending. */
const checkoutEmail = 'bench@example.fr'

type LoadOptions = {
  /** Handed each answer's Server-Timing. */
  onTiming?: (header: string) => void
  /** The server's process, whose CPU time is counted with the machine's. */
  serverPid?: number
}

/** `body` posted to `url` by the bench's clients. */
async function load(url: string, body: string, { onTiming, serverPid }: LoadOptions = {}): Promise<LoadFigures> {
  // One request first, so that the catalogue cache is warm when the clock starts.
  await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
  let client = 0
  const cpuUsed = serverPid === undefined ? undefined : cpuSince(serverPid)
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        body,
        setupRequest: (request) => {
          client++
          const address = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`
          return { ...request, headers: { ...request.headers, 'Content-Type': 'application/json', 'X-Forwarded-For': address } }
        },
        ...(onTiming
          ? {
              // autocannon hands the headers as sent: their names keep their case.
              onResponse: (_status: number, _body: string, _context: unknown, headers: IncomingHttpHeaders | undefined) => {
                const timing = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'server-timing')?.[1]
                if (timing) onTiming(String(timing))
              },
            }
          : {}),
      },
    ],
  })
  const figures = {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
  if (!cpuUsed || result.requests.total === 0) return figures
  const { serverMs, databaseMs, machineMs } = cpuUsed()
  const perRequest = (ms: number) => ms / result.requests.total
  return { ...figures, cpu: { serverMs: perRequest(serverMs), databaseMs: perRequest(databaseMs), machineMs: perRequest(machineMs) } }
}

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? Number.NaN
const median = (values: number[]) => percentile(values, 0.5)
const spreadOf = (values: number[]): Spread => ({ p50: percentile(values, 0.5), p99: percentile(values, 0.99) })

/** One metric of a Server-Timing header (`name;desc="…";dur=12.3`): its duration and description. */
function metricOf(header: string, name: string): { ms: number; desc: string } {
  const match = new RegExp(`(?:^|, )${name}(?:;desc="([^"]*)")?;dur=([\\d.]+)`).exec(header)
  return { ms: Number(match?.[2] ?? Number.NaN), desc: match?.[1] ?? '' }
}

/** create-payment under the same load as its figure, its answers' Server-Timing gathered. */
async function breakdownOf(url: string, body: string): Promise<CheckoutBreakdown> {
  const headers: string[] = []
  const figures = await load(url, body, { onTiming: (header) => headers.push(header) })
  if (headers.length === 0) throw new Error('create-payment : aucune réponse ne porte Server-Timing (SERVER_TIMING=1 ?)')
  const values = (name: string) => headers.map((header) => metricOf(header, name).ms)
  return {
    load: figures,
    statements: median(headers.map((header) => Number(metricOf(header, 'sql').desc))),
    server: spreadOf(values('total')),
    pool: spreadOf(values('pool')),
    sql: spreadOf(values('sql')),
    payment: spreadOf(values('payment')),
  }
}

/** Each figure the median of its rounds; errors, all of them. */
function medianOf(runs: LoadFigures[]): LoadFigures {
  const figures = {
    perSecond: median(runs.map((run) => run.perSecond)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  }
  const cpu = runs.flatMap((run) => (run.cpu ? [run.cpu] : []))
  if (cpu.length === 0) return figures
  const medianOfUse = (part: keyof CpuUse) => median(cpu.map((use) => use[part]))
  return {
    ...figures,
    cpu: { serverMs: medianOfUse('serverMs'), databaseMs: medianOfUse('databaseMs'), machineMs: medianOfUse('machineMs') },
  }
}

/**
 * The orders a checkout load left, and today's numbering with them: a day has 9,999 order numbers
 * (MBP-DDMMYYYY-NNNN) and six loads of a fast machine take more, so the last answered errors once
 * they ran out. The requests autocannon leaves in flight when it stops still write their orders:
 * their count must hold still first.
 */
async function forgetCheckoutOrders(databaseUrl: string): Promise<void> {
  await withDatabase(databaseUrl, async (db) => {
    const count = async () => (await db.query('select count(*)::int as n from orders where email = $1', [checkoutEmail])).rows[0].n
    for (let previous = -1, current = await count(); current !== previous; previous = current, current = await count()) {
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
    await db.query('delete from orders where email = $1', [checkoutEmail])
    await db.query(`delete from order_number_counters where day = (now() at time zone 'Europe/Paris')::date`)
  })
}

/**
 * The same request without, then with a code, in turns: both meet the same state of the machine.
 * `after` runs after each load.
 */
async function pairedLoads(
  url: string,
  without: object,
  withCode: object,
  { after = async () => {}, serverPid }: { after?: () => Promise<void>; serverPid?: number } = {},
): Promise<[LoadFigures, LoadFigures]> {
  const runs: [LoadFigures[], LoadFigures[]] = [[], []]
  for (let round = 0; round < rounds; round += 1) {
    console.log(`  ${new URL(url).pathname}, tour ${round + 1}/${rounds}…`)
    runs[0].push(await load(url, JSON.stringify(without), { serverPid }))
    await after()
    runs[1].push(await load(url, JSON.stringify(withCode), { serverPid }))
    await after()
  }
  return [medianOf(runs[0]), medianOf(runs[1])]
}

/**
 * A 10 % code without limits, created by the administrator through Payload's REST API unless the
 * shop's data already holds it (a shop started again on the same data).
 */
async function ensurePromoCode(shopUrl: string): Promise<void> {
  const login = await fetch(`${shopUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(testAdmin),
  })
  const { token } = (await login.json()) as { token: string }
  const existing = await fetch(`${shopUrl}/api/promo-codes?depth=0&limit=1&where[code][equals]=${promoCode}`, {
    headers: { Authorization: `JWT ${token}` },
  })
  if (((await existing.json()) as { totalDocs: number }).totalDocs > 0) return
  const created = await fetch(`${shopUrl}/api/promo-codes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify({ code: promoCode, kind: 'percentage', percent: 10 }),
  })
  if (created.status !== 201) throw new Error(`code promo du banc : ${created.status}`)
}

export type CheckoutShop = { server: ShopServer; stop: () => Promise<void> }

/**
 * A shop paying through the fake Stripe, with the bench's promo code. `serverTiming` turns on its
 * Server-Timing answers, whose following of every request has a cost: the figures are taken without.
 */
export async function startCheckoutShop(dataDir: string, options: { serverTiming?: boolean } = {}): Promise<CheckoutShop> {
  const stripe = await startFakeStripe()
  const server = await startShopServer({
    dataDir,
    timeoutMs: 600_000,
    env: {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.apiBase,
      SERVER_TIMING: options.serverTiming ? '1' : '0',
    },
  })
  const stop = async () => {
    await server.stop()
    await stripe.stop()
  }
  try {
    await ensurePromoCode(server.url)
  } catch (error) {
    await stop()
    throw error
  }
  return { server, stop }
}

/**
 * The shop's figures; its checkout orders are deleted after each load (`databaseUrl`). With the
 * server's process (`serverPid`), each figure has its CPU time per request too.
 */
export async function measureCheckout(shopUrl: string, databaseUrl: string, serverPid?: number): Promise<CheckoutLoads> {
  console.log(`Devis et create-payment, sans puis avec un code promo, ${connections} clients, ${rounds} tours de ${seconds} s chacun…`)
  const order = carCheckoutBody(shopUrl, await firstCarSlug(shopUrl), checkoutEmail)
  const quoteUrl = `${shopUrl}/api/cart/quote`
  const checkoutUrl = `${shopUrl}/api/create-payment`
  const [quote, quoteWithCode] = await pairedLoads(quoteUrl, { items: order.items }, { items: order.items, promoCode }, { serverPid })
  const [checkout, checkoutWithCode] = await pairedLoads(
    checkoutUrl,
    order,
    { ...order, promoCode },
    {
      after: () => forgetCheckoutOrders(databaseUrl),
      serverPid,
    },
  )
  return { quote, quoteWithCode, checkout, checkoutWithCode }
}

/** create-payment's Server-Timing under load, on the same data, by a shop started with it. */
async function measureBreakdown(dataDir: string): Promise<CheckoutBreakdown> {
  const shop = await startCheckoutShop(dataDir, { serverTiming: true })
  try {
    const { url, databaseUrl } = shop.server
    console.log(`  /api/create-payment avec Server-Timing…`)
    const breakdown = await breakdownOf(
      `${url}/api/create-payment`,
      JSON.stringify(carCheckoutBody(url, await firstCarSlug(url), checkoutEmail)),
    )
    await forgetCheckoutOrders(databaseUrl)
    return breakdown
  } finally {
    await shop.stop()
  }
}

export async function benchCheckout(dataDir: string): Promise<CheckoutFigures> {
  const shop = await startCheckoutShop(dataDir)
  let figures: CheckoutLoads
  try {
    figures = await measureCheckout(shop.server.url, shop.server.databaseUrl, shop.server.process.pid)
  } finally {
    await shop.stop()
  }
  return { ...figures, breakdown: await measureBreakdown(dataDir) }
}

/**
 * The CPU a request took, where, and the mean latency it allows at the bench's load: by Little's
 * law the clients in flight wait on average at least their number times the machine's CPU per
 * request, shared by its cores. When that floor nears 100 ms, no p99 under 100 ms can follow on this
 * machine, whatever the server does; the bench's own part (load generator, fake Stripe) is in it.
 */
function cpuText({ serverMs, databaseMs, machineMs }: CpuUse): string {
  const cores = os.cpus().length
  const floorMs = (connections * machineMs) / cores
  return (
    `CPU par requête : serveur ${serverMs.toFixed(2)} ms, PostgreSQL ${databaseMs.toFixed(2)} ms, ` +
    `banc et faux Stripe ${(machineMs - serverMs - databaseMs).toFixed(2)} ms, machine ${machineMs.toFixed(2)} ms ` +
    `(latence moyenne au moins ${connections} × ${machineMs.toFixed(2)} ÷ ${cores} cœurs = ${floorMs.toFixed(0)} ms)`
  )
}

/** The four figures, how far the code moves each (issue 27: within 10 %), and where create-payment's time went. */
export function printCheckoutFigures(figures: CheckoutFigures): void {
  const row = (label: string, load: LoadFigures, base?: LoadFigures) => {
    const change = base ? `, ${((load.perSecond / base.perSecond - 1) * 100).toFixed(1)} % de débit par rapport à sans code` : ''
    const cpu = load.cpu ? `, ${cpuText(load.cpu)}` : ''
    console.log(
      `| ${label} (${connections} clients, médiane de ${rounds} × ${seconds} s) | ${load.perSecond.toFixed(0)} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, ${load.errors} erreurs${change}${cpu} |`,
    )
  }
  row('devis du panier', figures.quote)
  row('devis du panier avec un code promo', figures.quoteWithCode, figures.quote)
  row('create-payment, faux Stripe', figures.checkout)
  row('create-payment avec un code promo', figures.checkoutWithCode, figures.checkout)
  printBreakdown(figures.breakdown)
}

/**
 * Where create-payment's p50 and p99 went (Server-Timing): waiting for a database connection, its
 * statements, Stripe's call, the server's whole; what the clients saw beyond the server's whole was
 * spent queued before the request was read.
 */
function printBreakdown({ load: seen, statements, server, pool, sql, payment }: CheckoutBreakdown): void {
  const spread = (figure: Spread) => `p50 ${figure.p50.toFixed(1)} / p99 ${figure.p99.toFixed(1)} ms`
  console.log(
    `| create-payment, où va le temps (Server-Timing, ${connections} clients, ${seen.perSecond.toFixed(0)} req/s, client p50 ${seen.p50} / p99 ${seen.p99} ms) | ` +
      `serveur ${spread(server)} : attente d'une connexion ${spread(pool)}, ${statements} instructions SQL ${spread(sql)}, Stripe ${spread(payment)} |`,
  )
}
