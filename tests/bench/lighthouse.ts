import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { indexablePaths, phonePath } from '@shop/domain/paths'

/** Every public page, and the phone page most shoppers land on from a search engine. */
export const lighthousePaths: readonly string[] = [...indexablePaths, phonePath('apple-iphone-15')]

export type LighthouseFigures = { path: string; score: number; lcpMs: number; layoutShift: number }

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Lighthouse's performance category with its default (mobile) emulation and simulated
 * throttling, in the Debian Chromium; one run per page after a warm-up load.
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
      const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' })
      if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${url}`)
      figures.push({
        path,
        score: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(result.lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
        layoutShift: result.lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
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
    console.log(
      `| Lighthouse ${page.path} (mobile) : performance, LCP, décalage | ${page.score}, ${(page.lcpMs / 1000).toFixed(2)} s, ${page.layoutShift.toFixed(3)}${met} |`,
    )
  }
}
