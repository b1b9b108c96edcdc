/**
 * `create-payment` under load: 50 concurrent clients for 10 s against a shop paying through the
 * fake Stripe (the SDK's real HTTP calls, to a local server), each request from its own client
 * address so that the per-address limit does not turn the figure into 429s.
 */
import autocannon from 'autocannon'

import { startFakeStripe } from '../fakes/fake-stripe.ts'
import { carCheckoutBody, firstCarSlug } from '../support/shop-checkout.ts'
import { startShopServer } from '../support/shop-server.ts'

export type CheckoutFigures = { checkoutsPerSecond: number; p50: number; p99: number; errors: number }

const connections = 50
const seconds = 10

export async function benchCheckout(dataDir: string): Promise<CheckoutFigures> {
  const stripe = await startFakeStripe()
  const server = await startShopServer({
    dataDir,
    env: { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_BASE: stripe.apiBase },
  })
  try {
    const body = JSON.stringify(carCheckoutBody(server.url, await firstCarSlug(server.url), 'bench@example.fr'))
    // One checkout first, so that the catalogue cache is warm when the clock starts.
    await fetch(`${server.url}/api/create-payment`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
    let client = 0
    const result = await autocannon({
      url: `${server.url}/api/create-payment`,
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
    return {
      checkoutsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    }
  } finally {
    await server.stop()
    await stripe.stop()
  }
}
