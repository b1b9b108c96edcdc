/**
 * The shop server's resident memory under a mixed load for ten minutes (issue 28: peak ≤ 500 MB,
 * flat between minute 5 and 10), then a minute idle: every phone's page rendered, category lists
 * with every brand, searches never seen before, the texts of the pages, quotes, and checkouts
 * through the fake Stripe. Sampled every 10 s from /proc.
 */
import autocannon from 'autocannon'

import { startFakeStripe } from '../fakes/fake-stripe.ts'
import { carCheckoutBody, firstCarSlug } from '../support/shop-checkout.ts'
import { startShopServer } from '../support/shop-server.ts'
import { rssMiB } from './dashboard.ts'

export type MemoryFigures = { beforeMiB: number; samples: { second: number; rssMiB: number }[]; afterMiB: number; requests: number }

/** MEMORY_BENCH_MINUTES shortens the load for a quick look (the goal reads minutes 5 to 10). */
const loadMinutes = Number(process.env.MEMORY_BENCH_MINUTES ?? 10)
const sampleSeconds = 10
const idleSeconds = 60

const pick = <T>(values: readonly T[], index: number): T => values[index % values.length] as T

/** Paths a visitor's browser asks for, varied so that every kept answer and rendered page is built. */
async function visitorPaths(shopUrl: string): Promise<string[]> {
  const { phones } = (await (await fetch(`${shopUrl}/api/get-phone-models`)).json()) as { phones: { id: number; brand: string }[] }
  const models = (await (await fetch(`${shopUrl}/api/catalogue/phones?limit=50`)).json()) as { docs: { slug: string }[] }
  const brands = [...new Set(phones.map((phone) => phone.brand))]
  return [
    ...models.docs.map((model) => `/telephones/${model.slug}`),
    ...brands.map((brand) => `/api/catalogue/phones?brand=${encodeURIComponent(brand)}`),
    ...['/', '/telephones', '/tablettes', '/faq', '/garantie', '/livraison', '/contact'],
    ...['/api/page-content/social-links', '/api/page-content/category-pages', '/api/catalogue-pricing'],
  ]
}

export async function benchMemory(dataDir: string): Promise<MemoryFigures> {
  const stripe = await startFakeStripe()
  const server = await startShopServer({
    dataDir,
    env: { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_BASE: stripe.apiBase },
  })
  try {
    const pid = server.process.pid as number
    const paths = await visitorPaths(server.url)
    const order = carCheckoutBody(server.url, await firstCarSlug(server.url), 'memoire@example.fr')
    const beforeMiB = rssMiB(pid)
    let counter = 0
    const client = () => {
      counter += 1
      return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`
    }
    // Each checkout and quote from an address of its own: the per-address limits stay out of the figures.
    const jsonHeaders = () => ({ 'Content-Type': 'application/json', 'X-Forwarded-For': client() })
    const load = autocannon({
      url: server.url,
      connections: 10,
      duration: loadMinutes * 60,
      requests: [
        {
          setupRequest: (request) => {
            const index = counter++
            switch (index % 10) {
              case 0:
                return { ...request, method: 'GET', path: `/api/search?q=${encodeURIComponent(`galaxy ${index}`)}` }
              case 1:
                return {
                  ...request,
                  method: 'POST',
                  path: '/api/cart/quote',
                  headers: jsonHeaders(),
                  body: JSON.stringify({ items: order.items }),
                }
              case 2:
                return { ...request, method: 'POST', path: '/api/create-payment', headers: jsonHeaders(), body: JSON.stringify(order) }
              default:
                return { ...request, method: 'GET', path: pick(paths, index), headers: { 'Accept-Encoding': 'gzip' } }
            }
          },
        },
      ],
    })
    const samples: MemoryFigures['samples'] = []
    const startedAt = performance.now()
    const sampler = setInterval(() => {
      const second = Math.round((performance.now() - startedAt) / 1000)
      samples.push({ second, rssMiB: rssMiB(pid) })
      if (second % 60 === 0) console.log(`  minute ${second / 60} : ${rssMiB(pid).toFixed(0)} Mio`)
    }, sampleSeconds * 1000)
    const result = await load
    clearInterval(sampler)
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000))
    return { beforeMiB, samples, afterMiB: rssMiB(pid), requests: result.requests.total }
  } finally {
    await server.stop()
    await stripe.stop()
  }
}

export function printMemoryFigures({ beforeMiB, samples, afterMiB, requests }: MemoryFigures): void {
  const peak = Math.max(...samples.map((sample) => sample.rssMiB))
  const at = (minute: number) => samples.findLast((sample) => sample.second <= minute * 60 + sampleSeconds / 2)?.rssMiB ?? Number.NaN
  // The second half of the load: the server's memory should stay flat there.
  const half = loadMinutes / 2
  const late = samples.filter((sample) => sample.second >= half * 60).map((sample) => sample.rssMiB)
  const spread = Math.max(...late) - Math.min(...late)
  console.log(
    `| mémoire du serveur sous charge mêlée (${loadMinutes} min, ${requests} requêtes) | avant ${beforeMiB.toFixed(0)} Mio, pic ${peak.toFixed(0)} Mio, minute ${half} ${at(half).toFixed(0)} Mio, minute ${loadMinutes} ${at(loadMinutes).toFixed(0)} Mio (écart de ${spread.toFixed(0)} Mio entre les deux), ${idleSeconds} s après ${afterMiB.toFixed(0)} Mio |`,
  )
}
