import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js'

import { displayName } from '@shop/domain/names'
import { indexablePaths, paths, phonePath } from '@shop/domain/paths'
import { customerData } from '@shop/seed/factories'

import { carCheckoutBody, firstCarSlug } from '../support/shop-checkout.ts'
import { startHttp2Front } from './http2-front.ts'

/** Every public page, and the phone page most shoppers land on from a search engine. */
export const lighthousePaths: readonly string[] = [...indexablePaths, phonePath('apple-iphone-15')]

/** A customer's own pages, measured signed in: anonymous, the last two only redirect home. */
export const customerPaths: readonly string[] = [paths.checkout, paths.profile, paths.orders]

export type LighthouseFigures = {
  path: string
  score: number
  lcpMs: number
  layoutShift: number
  blockingMs: number
  /** The lowest and highest score of the page's runs. */
  scores: [number, number]
}

/**
 * Runs per page. Lighthouse's own advice against its run-to-run variance (the server, Chromium and
 * the simulated slow phone share two cores here): the median run of several.
 */
const runsPerPage = Number(process.env.LIGHTHOUSE_RUNS ?? 3)

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Pages are loaded through an HTTP/2 front as in production (./http2-front.ts);
 * `LIGHTHOUSE_DIRECT=1` loads them from the shop's own HTTP/1.1 port instead, as the bench first did.
 */
const direct = process.env.LIGHTHOUSE_DIRECT === '1'

/** A folder where each page's median report is written (`LIGHTHOUSE_REPORTS=…`), to read its long tasks and what its largest paint waited for. */
const reportsDir = process.env.LIGHTHOUSE_REPORTS

/** The local storage of a returning visitor's browser (spec core §3), by key. */
type StoredVisitor = Record<string, string>

async function post(baseUrl: string, path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const res = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  const answer = (await res.json()) as Record<string, unknown>
  if (!res.ok) throw new Error(`${path} : ${res.status} ${JSON.stringify(answer)}`)
  return answer
}

/**
 * A customer made through the shop's own API, as the storefront keeps them after signing in: one
 * paid order (the offline payment of a shop without Stripe keys), and a car screen in the cart,
 * named and priced by the server's quote as the product dialog stores it.
 */
async function signedInShopper(baseUrl: string): Promise<StoredVisitor> {
  const customer = customerData()
  await post(baseUrl, '/api/auth-validation', { action: 'register', ...customer })
  const login = (await post(baseUrl, '/api/auth-validation', { action: 'login', email: customer.email, password: customer.password })) as {
    sessionToken: string
    expiresAt: number
    client: { id: string; email: string; first_name: string; last_name: string }
  }
  const car = await firstCarSlug(baseUrl)
  const placed = await post(baseUrl, '/api/create-payment', carCheckoutBody(baseUrl, car, customer.email), login.sessionToken)
  const paid = await fetch(new URL(placed.url as string), {
    method: 'POST',
    body: new URLSearchParams({ session: new URL(placed.url as string).searchParams.get('session') ?? '', action: 'pay' }),
    redirect: 'manual',
  })
  if (paid.status >= 400) throw new Error(`paiement hors ligne : ${paid.status}`)
  const line = { category: 'ecran-auto', productId: car, quantity: 1 }
  const quote = (await post(baseUrl, '/api/cart/quote', { items: [line] })) as { lines: { name: string; unitCents: number }[] }
  const [quoted] = quote.lines
  if (!quoted) throw new Error('devis sans ligne')
  const cart = JSON.stringify([{ ...line, id: `${car}-hd-tpu`, name: quoted.name, price: quoted.unitCents / 100 }])
  return {
    sessionToken: login.sessionToken,
    sessionExpires: String(login.expiresAt),
    client_info: JSON.stringify({
      id: login.client.id,
      name: displayName(login.client),
      email: login.client.email,
      created_at: new Date().toISOString(),
    }),
    cart_items: cart,
    cart,
  }
}

/**
 * Lighthouse clears the HTTP cache before each run but keeps local storage (its default
 * `clearStorageTypes`), where the storefront keeps the session and the cart: written once, through
 * the same Chrome, it holds for every run.
 */
async function storeVisitor(port: number, pagesUrl: string, visitor: StoredVisitor): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const page = await browser.contexts()[0]!.newPage()
    await page.goto(new URL('/robots.txt', pagesUrl).href)
    await page.evaluate((entries) => {
      for (const [key, value] of entries) localStorage.setItem(key, value)
    }, Object.entries(visitor))
    await page.close()
  } finally {
    await browser.close()
  }
}

/**
 * Lighthouse's performance category with its default (mobile) emulation and simulated
 * throttling, in the Debian Chromium; the median of `runsPerPage` runs per page (by Lighthouse's
 * own rule: closest to the median first paint and time to interactive), after a warm-up load.
 * The visitor's storage, when given, is there from the first run. Pages are loaded from
 * `pagesUrl` (the front, or the shop itself), the warm-up asked of the shop.
 */
async function lighthouseFigures(
  shopUrl: string,
  pagesUrl: string,
  paths: readonly string[],
  visitor?: StoredVisitor,
): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      // The front's certificate is made for the run.
      '--ignore-certificate-errors',
    ],
  })
  try {
    if (visitor) await storeVisitor(chrome.port, pagesUrl, visitor)
    const figures: LighthouseFigures[] = []
    for (const [index, path] of paths.entries()) {
      console.log(`  ${index + 1}/${paths.length} ${path}`)
      const url = new URL(path, pagesUrl).href
      await fetch(new URL(path, shopUrl))
      const runs = []
      for (let run = 0; run < runsPerPage; run++) {
        const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' })
        if (result) runs.push(result.lhr)
      }
      const valid = filterToValidRuns(runs)
      if (valid.length === 0) throw new Error(`Lighthouse n'a mesuré aucun passage valable de ${url}`)
      const score = (lhr: (typeof valid)[number]) => Math.round((lhr.categories.performance?.score ?? 0) * 100)
      const median = computeMedianRun(valid)
      if (reportsDir) {
        mkdirSync(reportsDir, { recursive: true })
        writeFileSync(join(reportsDir, `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}.json`), JSON.stringify(median))
      }
      figures.push({
        path,
        score: score(median),
        lcpMs: Math.round(median.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
        layoutShift: median.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        blockingMs: Math.round(median.audits['total-blocking-time']?.numericValue ?? Number.NaN),
        scores: [Math.min(...valid.map(score)), Math.max(...valid.map(score))],
      })
    }
    return figures
  } finally {
    chrome.kill()
  }
}

/**
 * The public pages as an anonymous visitor, then the customer's pages signed in, in a browser of
 * their own; only the pages named in `only` when it is given (`--pages=/profil,/faq`).
 */
export async function benchLighthouse(shopUrl: string, only?: readonly string[]): Promise<LighthouseFigures[]> {
  const chosen = (pages: readonly string[]) => (only ? pages.filter((page) => only.includes(page)) : pages)
  const publicPages = chosen(lighthousePaths)
  const ownPages = chosen(customerPaths)
  const front = direct ? null : await startHttp2Front(shopUrl)
  const pagesUrl = front?.url ?? shopUrl
  try {
    const anonymous = publicPages.length > 0 ? await lighthouseFigures(shopUrl, pagesUrl, publicPages) : []
    const signedIn = ownPages.length > 0 ? await lighthouseFigures(shopUrl, pagesUrl, ownPages, await signedInShopper(shopUrl)) : []
    return [...anonymous, ...signedIn]
  } finally {
    await front?.stop()
  }
}

/** One table row per page; the goal (issue 14): performance ≥ 95 and layout shift ≤ 0.05 on each. */
export function printLighthouse(figures: readonly LighthouseFigures[]): void {
  for (const page of figures) {
    const met = page.score >= 95 && page.layoutShift <= 0.05 ? '' : ' (sous l’objectif 95 / 0,05)'
    const [lowest, highest] = page.scores
    const signedIn = customerPaths.includes(page.path) ? ', client connecté' : ''
    const protocol = direct ? 'HTTP/1.1 direct' : 'HTTP/2 par nginx'
    console.log(
      `| Lighthouse ${page.path} (mobile, ${protocol}${signedIn}, médiane de ${runsPerPage}) : performance [min–max], LCP, blocage, décalage | ${page.score} [${lowest}–${highest}], ${(page.lcpMs / 1000).toFixed(2)} s, ${page.blockingMs} ms, ${page.layoutShift.toFixed(3)}${met} |`,
    )
  }
}
