import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js'

import { indexablePaths, phonePath } from '@shop/domain/paths'

/** Every public page, and the phone page most shoppers land on from a search engine. */
export const lighthousePaths: readonly string[] = [...indexablePaths, phonePath('apple-iphone-15')]

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

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Lighthouse's performance category with its default (mobile) emulation and simulated
 * throttling, in the Debian Chromium; the median of `runsPerPage` runs per page (by Lighthouse's
 * own rule: closest to the median first paint and time to interactive), after a warm-up load.
 */
export async function lighthouseFigures(baseUrl: string, paths: readonly string[]): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromium,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  try {
    const figures: LighthouseFigures[] = []
    for (const [index, path] of paths.entries()) {
      console.log(`  ${index + 1}/${paths.length} ${path}`)
      const url = new URL(path, baseUrl).href
      await fetch(url)
      const runs = []
      for (let run = 0; run < runsPerPage; run++) {
        const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' })
        if (result) runs.push(result.lhr)
      }
      const valid = filterToValidRuns(runs)
      if (valid.length === 0) throw new Error(`Lighthouse n'a mesuré aucun passage valable de ${url}`)
      const score = (lhr: (typeof valid)[number]) => Math.round((lhr.categories.performance?.score ?? 0) * 100)
      const median = computeMedianRun(valid)
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

/** One table row per page; the goal (issue 14): performance ≥ 95 and layout shift ≤ 0.05 on each. */
export function printLighthouse(figures: readonly LighthouseFigures[]): void {
  for (const page of figures) {
    const met = page.score >= 95 && page.layoutShift <= 0.05 ? '' : ' (sous l’objectif 95 / 0,05)'
    const [lowest, highest] = page.scores
    console.log(
      `| Lighthouse ${page.path} (mobile, médiane de ${runsPerPage}) : performance [min–max], LCP, blocage, décalage | ${page.score} [${lowest}–${highest}], ${(page.lcpMs / 1000).toFixed(2)} s, ${page.blockingMs} ms, ${page.layoutShift.toFixed(3)}${met} |`,
    )
  }
}
