/**
 * `npm run bench`: figures for this machine, printed, never asserted.
 *   - cold start: forced rebuild + fresh embedded database (init, migrations, seed) until `/` answers 200
 *   - warm start: same build and data, until `/` answers 200
 *   - resident memory of the server (Node) and of PostgreSQL after start
 *   - catalogue page throughput and p99 beside Payload's plain REST for the same models and a
 *     static file of the same bytes, as ratios (./catalogue.ts)
 *   - what every page view reads besides the catalogue (the footer's social links, a category's
 *     sections, a picture), beside the Payload REST read each replaced and a static file (./page-reads.ts)
 *   - /api/search throughput and latency on the seeded catalogue (exact and typo queries), as a
 *     ratio to a static file of the same bytes (./search.ts)
 *   - the quote and create-payment with the fake Stripe, without then with a promo code, 50
 *     concurrent clients, three rounds of 6 s each; then where create-payment's time goes, from the
 *     Server-Timing of a shop started again with it (./checkout.ts)
 *   - the home page's JavaScript as Chromium receives it by network idle + 1.5 s (./initial-js.ts) and Lighthouse
 *     performance score, LCP and layout shift of every public page and a phone's page under its
 *     mobile emulation, and of the customer's pages signed in (checkout with a cart line, profile,
 *     orders), loaded through nginx over HTTP/2 as in production (./http2-front.ts;
 *     `LIGHTHOUSE_DIRECT=1`: from the shop's HTTP/1.1 port)
 *   - the server's resident memory under a mixed load for ten minutes, then idle (./memory.ts)
 *   - the administrators' dashboard on 100,000 orders and 20,000 tickets (./dashboard.ts)
 *   - catalogue reads and checkouts through nginx with one, then two instances (./cluster.ts)
 * `--skip-build` leaves the build out of the cold figure (and says so); `--only=dashboard` runs
 * the dashboard's figures alone, `--only=lighthouse` Lighthouse's alone (`--pages=/profil,/faq`: those
 * pages only), `--only=search` the
 * search's alone, `--only=pages` the page views' reads alone, `--only=cluster` the instances' alone and `--only=checkout` the quote's and
 * create-payment's alone (on the current build).
 * `--scale=N` (N ≥ 2, on the current build) measures the category pages, catalogue reads,
 * searches, dashboard and checkout on a shop of its own at the seeded size, then with N times the
 * catalogue and the history added in SQL, and prints both side by side (./scale.ts).
 */
import { readFileSync, readdirSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

import { buildShop } from '../support/build-shop.ts'
import { startShopServer, tmpRoot } from '../support/shop-server.ts'
import { benchCatalogue, benchConnections } from './catalogue.ts'
import { benchCheckout, printCheckoutFigures } from './checkout.ts'
import { benchCluster, printClusterFigures } from './cluster.ts'
import { benchDashboard, printDashboardFigures, rssMiB } from './dashboard.ts'
import { homeInitialJs, type InitialJs } from './initial-js.ts'
import { benchMemory, printMemoryFigures } from './memory.ts'
import { benchPageReads, printPageReadFigures, type PageReadFigures } from './page-reads.ts'
import { benchScale, printScaleFigures } from './scale.ts'
import { benchSearch, printSearchFigures, type SearchFigures } from './search.ts'
import { benchLighthouse, customerPaths, lighthousePaths, printLighthouse, type LighthouseFigures } from './lighthouse.ts'

const skipBuild = process.argv.includes('--skip-build')
const dashboardOnly = process.argv.includes('--only=dashboard')
const lighthouseOnly = process.argv.includes('--only=lighthouse')
const searchOnly = process.argv.includes('--only=search')
const pagesOnly = process.argv.includes('--only=pages')
const clusterOnly = process.argv.includes('--only=cluster')
const checkoutOnly = process.argv.includes('--only=checkout')
const memoryOnly = process.argv.includes('--only=memory')
const scaleArgument = process.argv.find((argument) => argument.startsWith('--scale='))
const lighthousePages = process.argv
  .find((argument) => argument.startsWith('--pages='))
  ?.slice('--pages='.length)
  .split(',')

/** Every process whose command line mentions the data folder: the postmaster and its workers. */
function postgresPids(dataDir: string): number[] {
  const postmaster = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0])
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
        return pid === postmaster || parent === postmaster
      } catch {
        return false
      }
    })
}

async function timeUntilHomeAnswers(dataDir: string) {
  const startedAt = performance.now()
  const server = await startShopServer({ dataDir, timeoutMs: 600_000 })
  const home = await fetch(`${server.url}/`)
  if (home.status !== 200) throw new Error(`/ a répondu ${home.status}`)
  return { server, seconds: (performance.now() - startedAt) / 1000 }
}

async function build(): Promise<number> {
  const startedAt = performance.now()
  await buildShop(['--force'])
  return (performance.now() - startedAt) / 1000
}

if (scaleArgument) {
  const scale = Number(scaleArgument.slice('--scale='.length))
  if (!Number.isInteger(scale) || scale < 2) throw new Error(`--scale attend un nombre entier d'au moins 2 : ${scaleArgument}`)
  const figures = await benchScale(scale)
  console.log('')
  printScaleFigures(figures)
  process.exit(0)
}

if (dashboardOnly) {
  const figures = await benchDashboard()
  console.log('')
  console.log('| mesure | valeur |')
  console.log('|---|---|')
  printDashboardFigures(figures)
  process.exit(0)
}

if (clusterOnly) {
  console.log('Instances derrière nginx (autocannon, 10 s par mesure)…')
  const figures = await benchCluster()
  console.log('')
  console.log('| mesure | valeur |')
  console.log('|---|---|')
  printClusterFigures(figures)
  process.exit(0)
}

if (checkoutOnly || memoryOnly) {
  await fs.mkdir(tmpRoot, { recursive: true })
  const dataDir = await fs.mkdtemp(path.join(tmpRoot, 'bench-'))
  try {
    let print: () => void
    if (memoryOnly) {
      console.log('Mémoire du serveur sous charge mêlée (10 min), puis au repos…')
      const figures = await benchMemory(dataDir)
      print = () => printMemoryFigures(figures)
    } else {
      const figures = await benchCheckout(dataDir)
      print = () => printCheckoutFigures(figures)
    }
    console.log('')
    console.log('| mesure | valeur |')
    console.log('|---|---|')
    print()
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true })
  }
  process.exit(0)
}

if (lighthouseOnly || searchOnly || pagesOnly) {
  await fs.mkdir(tmpRoot, { recursive: true })
  const dataDir = await fs.mkdtemp(path.join(tmpRoot, 'bench-'))
  const server = await startShopServer({ dataDir, timeoutMs: 600_000 })
  try {
    let print: () => void
    if (lighthouseOnly) {
      console.log(`Lighthouse (émulation mobile), ${lighthousePages?.length ?? lighthousePaths.length + customerPaths.length} pages…`)
      const figures = await benchLighthouse(server.url, lighthousePages)
      print = () => printLighthouse(figures)
    } else if (pagesOnly) {
      console.log('Lectures des pages vues et fichiers statiques…')
      const figures = await benchPageReads(server.url, dataDir)
      print = () => printPageReadFigures(figures)
    } else {
      console.log('/api/search et fichier statique…')
      const figures = await benchSearch(server.url, dataDir)
      print = () => printSearchFigures(figures)
    }
    console.log('')
    console.log('| mesure | valeur |')
    console.log('|---|---|')
    print()
  } finally {
    await server.stop()
    await fs.rm(dataDir, { recursive: true, force: true })
  }
  process.exit(0)
}

console.log('Benchmark de démarrage (chiffres de cette machine)')
const buildSeconds = skipBuild ? 0 : await build()
await fs.mkdir(tmpRoot, { recursive: true })
const dataDir = await fs.mkdtemp(path.join(tmpRoot, 'bench-'))
try {
  const cold = await timeUntilHomeAnswers(dataDir)
  await cold.server.stop()
  const warm = await timeUntilHomeAnswers(dataDir)
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const nodeRss = rssMiB(warm.server.process.pid as number)
  const pgRss = postgresPids(dataDir).reduce((sum, pid) => sum + rssMiB(pid), 0)
  let catalogue: Awaited<ReturnType<typeof benchCatalogue>>
  let search: SearchFigures
  let pageReads: PageReadFigures
  let lighthouse: LighthouseFigures[]
  let homeJs: InitialJs
  try {
    catalogue = await benchCatalogue(warm.server.url, dataDir)
    console.log('Lectures des pages vues…')
    pageReads = await benchPageReads(warm.server.url, dataDir)
    search = await benchSearch(warm.server.url, dataDir)
    console.log('Lighthouse (émulation mobile)…')
    lighthouse = await benchLighthouse(warm.server.url)
    homeJs = await homeInitialJs(warm.server.url)
  } finally {
    await warm.server.stop()
  }
  const checkout = await benchCheckout(dataDir)
  console.log('Mémoire du serveur sous charge mêlée (10 min), puis au repos…')
  const memory = await benchMemory(dataDir)
  const dashboard = await benchDashboard()
  console.log('Instances derrière nginx…')
  const cluster = await benchCluster()

  console.log('')
  console.log('| mesure | valeur |')
  console.log('|---|---|')
  if (!skipBuild) console.log(`| construction (vite + next, forcée) | ${buildSeconds.toFixed(1)} s |`)
  console.log(
    `| démarrage à froid jusqu'au premier 200 sur / ${skipBuild ? '(sans construction)' : '(construction comprise)'} | ${(cold.seconds + buildSeconds).toFixed(1)} s |`,
  )
  console.log(`| dont base neuve (initdb, migrations, import) et serveur | ${cold.seconds.toFixed(1)} s |`)
  console.log(`| démarrage à chaud jusqu'au premier 200 sur / | ${warm.seconds.toFixed(1)} s |`)
  console.log(`| mémoire résidente du serveur Node après démarrage | ${nodeRss.toFixed(0)} Mio |`)
  console.log(`| mémoire résidente de PostgreSQL (tous processus) | ${pgRss.toFixed(0)} Mio |`)
  printPageReadFigures(pageReads)
  printSearchFigures(search)

  printCheckoutFigures(checkout)
  printMemoryFigures(memory)

  printDashboardFigures(dashboard)
  printClusterFigures(cluster)

  const largest = homeJs.byFile
    .slice(0, 3)
    .map(({ file, bytes }) => `${path.basename(file)} ${(bytes / 1024).toFixed(1)}`)
    .join(', ')
  console.log(
    `| JavaScript de l'accueil reçu au repos du réseau + 1,5 s (gzip, ${homeJs.files} fichiers ; les plus gros : ${largest} Kio) | ${(homeJs.bytes / 1024).toFixed(1)} Kio |`,
  )
  printLighthouse(lighthouse)

  console.log('')
  console.log(`Page de catalogue (autocannon -c ${benchConnections}, à chaud)`)
  console.log('')
  console.log('| serveur | débit | p99 | débit du catalogue ÷ débit de ce serveur |')
  console.log('|---|---|---|---|')
  for (const row of catalogue) {
    const ratio = catalogue[0].requestsPerSecond / row.requestsPerSecond
    console.log(`| ${row.label} | ${row.requestsPerSecond.toFixed(0)} req/s | ${row.p99} ms | ${ratio.toFixed(2)} |`)
  }
} finally {
  await fs.rm(dataDir, { recursive: true, force: true })
}
