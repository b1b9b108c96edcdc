/**
 * The quote and `create-payment` under load, without then with a promo code: 50 concurrent
 * clients for 10 s each against a shop paying through the fake Stripe (the SDK's real HTTP calls,
 * to a local server), each request from its own client address so that the per-address limits do
 * not turn the figures into 429s.
 */
import autocannon from 'autocannon'

import { startFakeStripe } from '../fakes/fake-stripe.ts'
import { carCheckoutBody, firstCarSlug } from '../support/shop-checkout.ts'
import { startShopServer, testAdmin } from '../support/shop-server.ts'

export type LoadFigures = { perSecond: number; p50: number; p99: number; errors: number }
export type CheckoutFigures = { quote: LoadFigures; quoteWithCode: LoadFigures; checkout: LoadFigures; checkoutWithCode: LoadFigures }

const connections = 50
const seconds = 10
const promoCode = 'BENCH10'

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

export async function benchCheckout(dataDir: string): Promise<CheckoutFigures> {
  const stripe = await startFakeStripe()
  const server = await startShopServer({
    dataDir,
    env: { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_BASE: stripe.apiBase },
  })
  try {
    await createPromoCode(server.url)
    const order = carCheckoutBody(server.url, await firstCarSlug(server.url), 'bench@example.fr')
    const quoteUrl = `${server.url}/api/cart/quote`
    const checkoutUrl = `${server.url}/api/create-payment`
    return {
      quote: await load(quoteUrl, JSON.stringify({ items: order.items })),
      quoteWithCode: await load(quoteUrl, JSON.stringify({ items: order.items, promoCode })),
      checkout: await load(checkoutUrl, JSON.stringify(order)),
      checkoutWithCode: await load(checkoutUrl, JSON.stringify({ ...order, promoCode })),
    }
  } finally {
    await server.stop()
    await stripe.stop()
  }
}

/** The four figures, and how far the code moves each (issue 27: within 10 %). */
export function printCheckoutFigures(figures: CheckoutFigures): void {
  const row = (label: string, load: LoadFigures, base?: LoadFigures) => {
    const change = base ? `, ${((load.perSecond / base.perSecond - 1) * 100).toFixed(1)} % de débit par rapport à sans code` : ''
    console.log(
      `| ${label} (${connections} clients, ${seconds} s) | ${load.perSecond.toFixed(0)} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, ${load.errors} erreurs${change} |`,
    )
  }
  row('devis du panier', figures.quote)
  row('devis du panier avec un code promo', figures.quoteWithCode, figures.quote)
  row('create-payment, faux Stripe', figures.checkout)
  row('create-payment avec un code promo', figures.checkoutWithCode, figures.checkout)
}
