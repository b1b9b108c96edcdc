/**
 * One instance, then two, behind nginx (tests/support/cluster.ts): catalogue reads and checkouts
 * through the proxy, throughput and p99 for each, and the ratio two/one. On a machine with few
 * cores the instances, nginx, PostgreSQL and the load generator share them: the ratio is bounded
 * by the cores, printed with it.
 */
import os from 'node:os'

import autocannon from 'autocannon'

import { startCluster } from '../support/cluster.ts'
import { carCheckoutBody, firstCarSlug } from '../support/shop-checkout.ts'

type Load = { perSecond: number; p99: number; errors: number }
export type ClusterFigures = { cores: number; reads: [Load, Load]; checkouts: [Load, Load] }

const seconds = 10

async function load(url: string, connections: number, body?: string): Promise<Load> {
  let client = 0
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: body ? 'POST' : 'GET',
        body,
        // Each checkout from its own client address: the per-address limit stays out of the figure.
        setupRequest: (request) => {
          client++
          const address = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`
          return { ...request, headers: { ...request.headers, 'Content-Type': 'application/json', 'X-Forwarded-For': address } }
        },
      },
    ],
  })
  return { perSecond: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx }
}

async function measure(size: number): Promise<{ reads: Load; checkouts: Load }> {
  console.log(`  ${size} instance(s) derrière nginx…`)
  const cluster = await startCluster({ size })
  try {
    const reads = `${cluster.proxyUrl}/api/catalogue/car-models`
    const body = JSON.stringify(carCheckoutBody(cluster.proxyUrl, await firstCarSlug(cluster.proxyUrl), 'bench@example.fr'))
    // Warm every instance's catalogue cache before the clock starts.
    await load(reads, 4)
    return { reads: await load(reads, 20), checkouts: await load(`${cluster.proxyUrl}/api/create-payment`, 20, body) }
  } finally {
    await cluster.stop()
  }
}

export async function benchCluster(): Promise<ClusterFigures> {
  const one = await measure(1)
  const two = await measure(2)
  return { cores: os.availableParallelism(), reads: [one.reads, two.reads], checkouts: [one.checkouts, two.checkouts] }
}

export function printClusterFigures({ cores, reads, checkouts }: ClusterFigures): void {
  for (const [label, [one, two]] of [
    ['lectures du catalogue', reads],
    ['commandes (create-payment)', checkouts],
  ] as const) {
    for (const [count, figures] of [
      [1, one],
      [2, two],
    ] as const) {
      console.log(
        `| ${label} via nginx, ${count} instance(s), 20 connexions | ${figures.perSecond.toFixed(0)} req/s, p99 ${figures.p99} ms, ${figures.errors} erreurs |`,
      )
    }
    console.log(`| ${label} : rapport deux/une instance(s) (${cores} cœurs) | ${(two.perSecond / one.perSecond).toFixed(2)} |`)
  }
}
