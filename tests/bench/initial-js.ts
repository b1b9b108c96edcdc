import { chromium } from '@playwright/test'

/** How long after the network goes idle scripts still count: what loads on the first idle moments. */
const settleMs = 1500

export type InitialJs = { bytes: number; files: number; byFile: { file: string; bytes: number }[] }

/**
 * The home page's scripts as a first visit downloads them in Chromium: every script received by
 * the time the network has been idle and then `settleMs` more, counted in bytes on the wire (the
 * server's compression), the largest first.
 */
export async function homeInitialJs(baseUrl: string): Promise<InitialJs> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking'],
  })
  try {
    const page = await browser.newPage()
    const received: Promise<{ file: string; bytes: number }>[] = []
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return
      received.push(request.sizes().then((sizes) => ({ file: new URL(request.url()).pathname, bytes: sizes.responseBodySize })))
    })
    await page.goto(baseUrl, { waitUntil: 'networkidle' })
    await page.waitForTimeout(settleMs)
    const byFile = (await Promise.all(received)).sort((a, b) => b.bytes - a.bytes)
    return { bytes: byFile.reduce((total, { bytes }) => total + bytes, 0), files: byFile.length, byFile }
  } finally {
    await browser.close()
  }
}
