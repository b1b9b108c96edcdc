/**
 * Catalogue page throughput (autocannon, 10 connections, warm): our catalogue read, Payload's
 * plain REST for the same 20 models, and express.static serving the same bytes as a file.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs/promises'
import path from 'node:path'

import autocannon from 'autocannon'

import { freePort } from '../support/free-port.ts'
import { repoRoot, scriptNodeArgs } from '../support/shop-server.ts'

export type Measure = { label: string; requestsPerSecond: number; p50: number; p99: number }

export const benchConnections = 10
const warmSeconds = 1
const measuredSeconds = 5

export const cataloguePath = '/api/catalogue/phones?page=1'
// `name` after `-year`, as the catalogue sorts: with `-year` alone the 20th model is a draw
// among the year's models and Payload could answer a different page.
const payloadRestPath = '/api/phones?limit=20&depth=1&where[_status][equals]=published&sort=-year,name'

/** Measures `url` after a warm-up run, refusing figures made of errors. */
export async function measure(label: string, url: string): Promise<Measure> {
  await autocannon({ url, connections: benchConnections, duration: warmSeconds })
  const result = await autocannon({ url, connections: benchConnections, duration: measuredSeconds })
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${label} : ${result.errors} erreurs, ${result.non2xx} réponses non 2xx`)
  }
  return { label, requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 }
}

async function slugs(url: string): Promise<string[]> {
  const body = (await (await fetch(url)).json()) as { docs: Array<{ slug: string }> }
  return body.docs.map((doc) => doc.slug)
}

/** express.static in a child process on a free port, until stopped. */
export async function startStaticServer(folder: string): Promise<{ url: string; stop: () => void }> {
  const port = await freePort()
  const child = spawn(process.execPath, [...scriptNodeArgs, 'tests/bench/static-server.ts', folder, String(port)], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve())
    child.once('exit', (code) => reject(new Error(`le serveur statique s'est arrêté (${code})`)))
  })
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() }
}

/** Ours first: the ratios are taken against it. */
export async function benchCatalogue(shopUrl: string, tmpDir: string): Promise<[Measure, Measure, Measure]> {
  const [ours, payloads] = await Promise.all([slugs(`${shopUrl}${cataloguePath}`), slugs(`${shopUrl}${payloadRestPath}`)])
  if (ours.join() !== payloads.join()) throw new Error(`pages différentes :\n${ours.join()}\n${payloads.join()}`)

  const folder = await fs.mkdtemp(path.join(tmpDir, 'static-'))
  const body = Buffer.from(await (await fetch(`${shopUrl}${cataloguePath}`)).arrayBuffer())
  await fs.writeFile(path.join(folder, 'phones.json'), body)
  const staticServer = await startStaticServer(folder)
  try {
    return [
      await measure(`GET ${cataloguePath}`, `${shopUrl}${cataloguePath}`),
      await measure(`Payload REST ${payloadRestPath}`, `${shopUrl}${payloadRestPath}`),
      await measure(`express.static, mêmes ${body.length} octets`, `${staticServer.url}/phones.json`),
    ]
  } finally {
    staticServer.stop()
  }
}
