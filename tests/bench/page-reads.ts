/**
 * What every page view reads besides the catalogue (autocannon, 10 connections, warm): the
 * footer's social links, a category's sections and a catalogue picture, from the shop's own
 * routes, beside the Payload REST read each replaced and express.static serving the same bytes
 * (the goal: at least 0.5 × the static file, p99 ≤ 10 ms).
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import { benchConnections, measure, startStaticServer, type Measure } from './catalogue.ts'

export type PageReadFigures = { ours: Measure; before?: Measure; staticFile: Measure }[]

/**
 * Ours, and what a page view read before through Payload's REST API (and Next). A picture's
 * address is the same as before: the shop's router answers it first now.
 */
type Read = { ours: string; before?: string }
const texts: Read[] = [
  { ours: '/api/page-content/social-links', before: '/api/globals/site-settings?depth=0&select[social]=true' },
  { ours: '/api/page-content/category-pages', before: '/api/globals/category-pages?depth=1' },
]

async function pictureOf(shopUrl: string): Promise<string> {
  const body = (await (await fetch(`${shopUrl}/api/catalogue/phones/apple-iphone-15`)).json()) as { image: { url: string } }
  return body.image.url
}

export async function benchPageReads(shopUrl: string, tmpDir: string): Promise<PageReadFigures> {
  const folder = await fs.mkdtemp(path.join(tmpDir, 'static-pages-'))
  const reads = [...texts, { ours: await pictureOf(shopUrl) }]
  const staticServer = await startStaticServer(folder)
  try {
    const figures: PageReadFigures = []
    for (const [index, { ours, before }] of reads.entries()) {
      const body = Buffer.from(await (await fetch(`${shopUrl}${ours}`)).arrayBuffer())
      await fs.writeFile(path.join(folder, `read-${index}`), body)
      figures.push({
        ours: await measure(`GET ${ours}`, `${shopUrl}${ours}`),
        before: before ? await measure(`Payload REST ${before}`, `${shopUrl}${before}`) : undefined,
        staticFile: await measure(`express.static, mêmes ${body.length} octets`, `${staticServer.url}/read-${index}`),
      })
    }
    return figures
  } finally {
    staticServer.stop()
  }
}

export function printPageReadFigures(figures: PageReadFigures): void {
  for (const { ours, before, staticFile } of figures) {
    const ratio = (row: Measure) => (row.requestsPerSecond / staticFile.requestsPerSecond).toFixed(2)
    const previously = before
      ? ` ; avant, ${before.label} : ${before.requestsPerSecond.toFixed(0)} req/s, p99 ${before.p99} ms, ${ratio(before)} ×`
      : ''
    console.log(
      `| ${ours.label} (autocannon -c ${benchConnections}, à chaud) | ${ours.requestsPerSecond.toFixed(0)} req/s, p50 ${ours.p50} ms, p99 ${ours.p99} ms, ${ratio(ours)} × le fichier statique (${staticFile.requestsPerSecond.toFixed(0)} req/s, p99 ${staticFile.p99} ms)${previously} |`,
    )
  }
}
