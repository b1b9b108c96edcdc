/**
 * `npm run bench -- --scale=N`: the same reads on a shop N times larger, beside the seeded size
 * measured in the same run. One shop of its own (an embedded database in its own folder, paying
 * through the fake Stripe), measured twice:
 *   - scale 1: the seeded catalogue, 10,000 orders and 2,000 tickets;
 *   - scale N: N times the catalogue (./scale-catalogue.ts) and N times that history, added in
 *     SQL while the shop runs (at 10, the dashboard bench's 100,000 orders and 20,000 tickets).
 * Each time: the HTML the server draws for a category page and a phone's page, catalogue reads,
 * /api/search (kept answers, queries never seen), the dashboard's overview, orders page,
 * customers and support tabs and CSV export, then the quote and create-payment (last: every
 * create-payment leaves an order behind).
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { catalogueCollectionSlugs } from '@shop/domain/catalogue'
import { phonePath, paths } from '@shop/domain/paths'

import { tmpRoot, type ShopServer } from '../support/shop-server.ts'
import { benchConnections, cataloguePath, measure, type Measure } from './catalogue.ts'
import { withDatabase } from './database.ts'
import { measureCheckout, startCheckoutShop, type CheckoutLoads, type LoadFigures } from './checkout.ts'
import {
  adminToken,
  benchOrders,
  benchTickets,
  measureExport,
  measureWithToken,
  customersPagePath,
  ordersPagePath,
  ticketsPagePath,
  rssMiB,
  seedHistory,
  type DashboardFigures,
} from './dashboard.ts'
import { multiplyCatalogue, publishedModels } from './scale-catalogue.ts'
import { measureSearches } from './search.ts'

const ordersPerScale = benchOrders / 10
const ticketsPerScale = benchTickets / 10

/** Reads served from the catalogue cache: their cost should not depend on the catalogue's size. */
const keptReads = [
  { label: 'page de catégorie, HTML rendu', path: paths.phones },
  { label: "page d'un téléphone, HTML rendu", path: phonePath('apple-iphone-15') },
  { label: 'catalogue, première page', path: cataloguePath },
  { label: 'catalogue, page 3 par prix croissant', path: '/api/catalogue/phones?page=3&sort=price-low' },
  { label: 'catalogue des tablettes', path: '/api/catalogue/tablets?page=1' },
]

/** What the dashboard's tabs ask for when opened (the orders tab further in, filtered). */
const dashboardReads = [
  { label: "tableau de bord, vue d'ensemble", path: '/api/dashboard/overview' },
  { label: 'tableau de bord, commandes', path: ordersPagePath },
  { label: 'tableau de bord, clients', path: customersPagePath },
  { label: 'tableau de bord, support', path: ticketsPagePath },
]

type Sample = {
  models: number
  orders: number
  tickets: number
  fillSeconds: number
  /** The machine's load average over a minute when the measures start: the figures are noisy. */
  loadAverage: number
  serverMiB: number
  reads: Measure[]
  export: DashboardFigures['export']
  checkout: CheckoutLoads
}

export type ScaleFigures = { scale: number; samples: [Sample, Sample] }

const shopSize = (databaseUrl: string) =>
  withDatabase(databaseUrl, async (db) => {
    const { rows } = await db.query<{ orders: number; tickets: number }>(
      'select (select count(*) from orders)::int as orders, (select count(*) from tickets)::int as tickets',
    )
    return { models: await publishedModels(db), ...(rows[0] as { orders: number; tickets: number }) }
  })

/**
 * Until every category lists the published models: the catalogue's notifications reach the shop
 * after their commit, on a connection of its own.
 */
async function waitForCatalogue(shopUrl: string, models: number): Promise<void> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const listed = await Promise.all(
      catalogueCollectionSlugs.map(
        async (collection) =>
          ((await (await fetch(`${shopUrl}/api/catalogue/${collection}?limit=1`)).json()) as { totalDocs: number }).totalDocs,
      ),
    )
    const total = listed.reduce((sum, count) => sum + count, 0)
    if (total === models) return
    if (Date.now() > deadline) throw new Error(`le catalogue de la boutique liste ${total} modèles au lieu de ${models}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

async function measureSample(server: ShopServer, fillSeconds: number): Promise<Sample> {
  const size = await shopSize(server.databaseUrl)
  console.log(`Mesures sur ${size.models} modèles, ${size.orders} commandes, ${size.tickets} demandes…`)
  const loadAverage = os.loadavg()[0] as number
  const serverMiB = rssMiB(server.process.pid as number)
  const reads: Measure[] = []
  for (const { label, path: read } of keptReads) reads.push(await measure(`${label}, GET ${read}`, `${server.url}${read}`))
  reads.push(...(await measureSearches(server.url)))
  const token = await adminToken(server.url)
  for (const { label, path: read } of dashboardReads)
    reads.push(await measureWithToken(`${label}, GET ${read}`, `${server.url}${read}`, token))
  const exported = await measureExport(server.url, token, server.process.pid as number)
  const checkout = await measureCheckout(server.url, server.databaseUrl)
  return { ...size, fillSeconds, loadAverage, serverMiB, reads, export: exported, checkout }
}

export async function benchScale(scale: number): Promise<ScaleFigures> {
  await fs.mkdir(tmpRoot, { recursive: true })
  const dataDir = await fs.mkdtemp(path.join(tmpRoot, 'bench-scale-'))
  const shop = await startCheckoutShop(dataDir)
  try {
    const { server } = shop
    console.log(`Échelle 1 : catalogue de la graine, ${ordersPerScale} commandes et ${ticketsPerScale} demandes…`)
    const one = await measureSample(
      server,
      await seedHistory(server.databaseUrl, { from: 1, to: ordersPerScale }, { from: 1, to: ticketsPerScale }),
    )
    console.log(`Échelle ${scale} : ${scale} fois le catalogue et l'historique, en SQL…`)
    const startedAt = performance.now()
    await multiplyCatalogue(server.databaseUrl, scale)
    await seedHistory(
      server.databaseUrl,
      { from: ordersPerScale + 1, to: ordersPerScale * scale },
      { from: ticketsPerScale + 1, to: ticketsPerScale * scale },
    )
    const fillSeconds = (performance.now() - startedAt) / 1000
    await waitForCatalogue(server.url, one.models * scale)
    return { scale, samples: [one, await measureSample(server, fillSeconds)] }
  } finally {
    await shop.stop()
    await fs.rm(dataDir, { recursive: true, force: true })
  }
}

const cell = (figures: { perSecond: number; p50: number; p99: number }) =>
  `${figures.perSecond.toFixed(0)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms`

const asLoad = (read: Measure): LoadFigures => ({ perSecond: read.requestsPerSecond, p50: read.p50, p99: read.p99, errors: 0 })

const change = (one: LoadFigures, many: LoadFigures) =>
  `débit × ${(many.perSecond / one.perSecond).toFixed(2)}, p99 ${many.p99 >= one.p99 ? '+' : '−'}${Math.abs(many.p99 - one.p99)} ms`

export function printScaleFigures({ scale, samples: [one, many] }: ScaleFigures): void {
  const row = (label: string, first: string, second: string, ratio = '') => console.log(`| ${label} | ${first} | ${second} | ${ratio} |`)
  const loadRow = (label: string, first: LoadFigures, second: LoadFigures) => {
    const errors = (load: LoadFigures) => (load.errors > 0 ? `, ${load.errors} erreurs` : '')
    row(label, cell(first) + errors(first), cell(second) + errors(second), change(first, second))
  }
  console.log(
    `Échelle 1 et échelle ${scale} dans la même boutique (autocannon -c ${benchConnections} à chaud ; devis et create-payment comme --only=checkout)`,
  )
  console.log('')
  row('mesure', 'échelle 1', `échelle ${scale}`, `échelle ${scale} par rapport à 1`)
  console.log('|---|---|---|---|')
  row('modèles publiés (6 catégories)', String(one.models), String(many.models), `× ${(many.models / one.models).toFixed(1)}`)
  row('commandes, demandes au support', `${one.orders}, ${one.tickets}`, `${many.orders}, ${many.tickets}`)
  row('remplissage en SQL pendant que la boutique tourne', `${one.fillSeconds.toFixed(1)} s`, `${many.fillSeconds.toFixed(1)} s`)
  row(
    `charge moyenne de la machine (1 min, ${os.cpus().length} cœurs) au début des mesures`,
    one.loadAverage.toFixed(2),
    many.loadAverage.toFixed(2),
  )
  row('mémoire résidente du serveur au début des mesures', `${one.serverMiB.toFixed(0)} Mio`, `${many.serverMiB.toFixed(0)} Mio`)
  one.reads.forEach((read, index) => loadRow(read.label, asLoad(read), asLoad(many.reads[index] as Measure)))
  const exported = ({ seconds, rows, megabytes, baselineMiB, peakMiB }: Sample['export']) =>
    `${seconds.toFixed(2)} s, ${rows} lignes, ${megabytes.toFixed(1)} Mo, mémoire du serveur +${(peakMiB - baselineMiB).toFixed(0)} Mio`
  row(
    'export CSV de toutes les commandes',
    exported(one.export),
    exported(many.export),
    `durée × ${(many.export.seconds / one.export.seconds).toFixed(2)}`,
  )
  loadRow('devis du panier', one.checkout.quote, many.checkout.quote)
  loadRow('devis du panier avec un code promo', one.checkout.quoteWithCode, many.checkout.quoteWithCode)
  loadRow('create-payment, faux Stripe', one.checkout.checkout, many.checkout.checkout)
  loadRow('create-payment avec un code promo', one.checkout.checkoutWithCode, many.checkout.checkoutWithCode)
}
