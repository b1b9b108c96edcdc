import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

export type LighthouseFigures = { path: string; score: number; lcpMs: number }

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
    for (const path of paths) {
      const url = new URL(path, baseUrl).href
      await fetch(url)
      const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' })
      if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${url}`)
      figures.push({
        path,
        score: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(result.lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
      })
    }
    return figures
  } finally {
    chrome.kill()
  }
}
