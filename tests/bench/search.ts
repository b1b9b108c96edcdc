/**
 * /api/search (autocannon, 10 connections, warm): an exact query and ones with typos (answers
 * kept until the catalogue changes), queries never seen before (searched each time), beside
 * express.static serving a file of the same bytes from its own process (the goal: p99 ≤ 10 ms
 * and at least 0.3 × the static file's throughput).
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import autocannon from 'autocannon'

import { benchConnections, measure, startStaticServer, type Measure } from './catalogue.ts'

const queries = ['iphone 15', 'iphnoe 15', 'samsng galaxy']

export type SearchFigures = { searches: Measure[]; staticFile: Measure }

/**
 * Queries never asked before (a typo and a counter), so every one is searched, none is served
 * from the kept answers: the cost of the search itself.
 */
async function measureUnseen(shopUrl: string): Promise<Measure> {
  let counter = 0
  const options = {
    url: shopUrl,
    connections: benchConnections,
    requests: [
      { method: 'GET' as const, setupRequest: (request: object) => ({ ...request, path: `/api/search?q=samsng%20galaxy%20${counter++}` }) },
    ],
  }
  await autocannon({ ...options, duration: 1 })
  const result = await autocannon({ ...options, duration: 5 })
  if (result.errors > 0 || result.non2xx > 0) throw new Error(`recherche : ${result.errors} erreurs, ${result.non2xx} réponses non 2xx`)
  return {
    label: 'GET /api/search, requêtes jamais vues (calculées à chaque fois)',
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  }
}

const searchUrl = (shopUrl: string, q: string) => `${shopUrl}/api/search?${new URLSearchParams({ q })}`

/** The kept answers, then the queries never seen. */
export async function measureSearches(shopUrl: string): Promise<Measure[]> {
  const searches: Measure[] = []
  for (const q of queries) searches.push(await measure(`GET /api/search?q=${q}`, searchUrl(shopUrl, q)))
  searches.push(await measureUnseen(shopUrl))
  return searches
}

export async function benchSearch(shopUrl: string, tmpDir: string): Promise<SearchFigures> {
  const folder = await fs.mkdtemp(path.join(tmpDir, 'static-search-'))
  const body = Buffer.from(await (await fetch(searchUrl(shopUrl, queries[0] as string))).arrayBuffer())
  await fs.writeFile(path.join(folder, 'search.json'), body)
  const staticServer = await startStaticServer(folder)
  try {
    return {
      searches: await measureSearches(shopUrl),
      staticFile: await measure(`express.static, mêmes ${body.length} octets`, `${staticServer.url}/search.json`),
    }
  } finally {
    staticServer.stop()
  }
}

export function printSearchFigures({ searches, staticFile }: SearchFigures): void {
  for (const row of searches) {
    const ratio = row.requestsPerSecond / staticFile.requestsPerSecond
    console.log(
      `| ${row.label} (autocannon -c ${benchConnections}, à chaud) | ${row.requestsPerSecond.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${ratio.toFixed(2)} × le fichier statique |`,
    )
  }
  console.log(`| ${staticFile.label} | ${staticFile.requestsPerSecond.toFixed(0)} req/s, p99 ${staticFile.p99} ms |`)
}
