/**
 * The quote and `create-payment` under load, without then with a promo code: 50 concurrent
 * clients against a shop paying through the fake Stripe (the SDK's real HTTP calls, to a local
 * server), each request from its own client address so that the per-address limits do not turn
 * the figures into 429s. Without and with a code take turns, three rounds each, and each figure
 * is the median of its rounds: one run apiece moved by ±25 % from one run to the next on two
 * cores (the collector, the JIT), more than the difference the code makes.
 */
import autocannon from 'autocannon'

import { startFakeStripe } from '../fakes/fake-stripe.ts'
import { carCheckoutBody, firstCarSlug } from '../support/shop-checkout.ts'
import { startShopServer, testAdmin, type ShopServer } from '../support/shop-server.ts'
import { withDatabase } from './database.ts'

export type LoadFigures = { perSecond: number; p50: number; p99: number; errors: number }
export type CheckoutFigures = { quote: LoadFigures; quoteWithCode: LoadFigures; checkout: LoadFigures; checkoutWithCode: LoadFigures }

const connections = 50
const seconds = 6
const rounds = 3
const promoCode = 'BENCH10'
/** Whose orders create-payment leaves behind, pending. */
const checkoutEmail = 'bench@example.fr'

async function load(url: string, body: string): Promise<LoadFigures> {
  // One request first, so that the catalogue cache is warm when the clock starts.
  await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
  let client = 0
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
      },
    ],
  })
  return { perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

/** Each figure the median of its rounds; errors, all of them. */
function medianOf(runs: LoadFigures[]): LoadFigures {
  return {
    perSecond: median(runs.map((run) => run.perSecond)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
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
async function pairedLoads(url: string, without: object, withCode: object, after = async () => {}): Promise<[LoadFigures, LoadFigures]> {
  const runs: [LoadFigures[], LoadFigures[]] = [[], []]
  for (let round = 0; round < rounds; round += 1) {
    console.log(`  ${new URL(url).pathname}, tour ${round + 1}/${rounds}…`)
    runs[0].push(await load(url, JSON.stringify(without)))
    await after()
    runs[1].push(await load(url, JSON.stringify(withCode)))
    await after()
  }
  return [medianOf(runs[0]), medianOf(runs[1])]
}

/** A 10 % code without limits, created by the administrator through Payload's REST API. */
async function createPromoCode(shopUrl: string): Promise<void> {
  const login = await fetch(`${shopUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(testAdmin),
  })
  const { token } = (await login.json()) as { token: string }
  const created = await fetch(`${shopUrl}/api/promo-codes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify({ code: promoCode, kind: 'percentage', percent: 10 }),
  })
  if (created.status !== 201) throw new Error(`code promo du banc : ${created.status}`)
}

export type CheckoutShop = { server: ShopServer; stop: () => Promise<void> }

/** A shop paying through the fake Stripe, with the bench's promo code. */
export async function startCheckoutShop(dataDir: string): Promise<CheckoutShop> {
  const stripe = await startFakeStripe()
  const server = await startShopServer({
    dataDir,
    timeoutMs: 600_000,
    env: { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_BASE: stripe.apiBase },
  })
  const stop = async () => {
    await server.stop()
    await stripe.stop()
  }
  try {
    await createPromoCode(server.url)
  } catch (error) {
    await stop()
    throw error
  }
  return { server, stop }
}

/** The shop's figures; its checkout orders are deleted after each load (`databaseUrl`). */
export async function measureCheckout(shopUrl: string, databaseUrl: string): Promise<CheckoutFigures> {
  console.log(`Devis et create-payment, sans puis avec un code promo, ${connections} clients, ${rounds} tours de ${seconds} s chacun…`)
  const order = carCheckoutBody(shopUrl, await firstCarSlug(shopUrl), checkoutEmail)
  const quoteUrl = `${shopUrl}/api/cart/quote`
  const checkoutUrl = `${shopUrl}/api/create-payment`
  const [quote, quoteWithCode] = await pairedLoads(quoteUrl, { items: order.items }, { items: order.items, promoCode })
  const [checkout, checkoutWithCode] = await pairedLoads(checkoutUrl, order, { ...order, promoCode }, () =>
    forgetCheckoutOrders(databaseUrl),
  )
  return { quote, quoteWithCode, checkout, checkoutWithCode }
}

export async function benchCheckout(dataDir: string): Promise<CheckoutFigures> {
  const shop = await startCheckoutShop(dataDir)
  try {
    return await measureCheckout(shop.server.url, shop.server.databaseUrl)
  } finally {
    await shop.stop()
  }
}

/** The four figures, and how far the code moves each (issue 27: within 10 %). */
export function printCheckoutFigures(figures: CheckoutFigures): void {
  const row = (label: string, load: LoadFigures, base?: LoadFigures) => {
    const change = base ? `, ${((load.perSecond / base.perSecond - 1) * 100).toFixed(1)} % de débit par rapport à sans code` : ''
    console.log(
      `| ${label} (${connections} clients, médiane de ${rounds} × ${seconds} s) | ${load.perSecond.toFixed(0)} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, ${load.errors} erreurs${change} |`,
    )
  }
  row('devis du panier', figures.quote)
  row('devis du panier avec un code promo', figures.quoteWithCode, figures.quote)
  row('create-payment, faux Stripe', figures.checkout)
  row('create-payment avec un code promo', figures.checkoutWithCode, figures.checkout)
}
