import { existsSync } from 'node:fs'

import { defineConfig } from '@playwright/test'

/**
 * Debian's headless shell (package chromium-headless-shell, what Playwright itself runs headless)
 * when it is there: the same engine without the full browser's window machinery, a third less CPU
 * per test than /usr/bin/chromium on our 2-core machines.
 */
const chromium = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file))

export default defineConfig({
  testDir: './e2e',
  outputDir: './.tmp/playwright-results',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // Each test opens a fresh browser (cold cache) and some sign up, pay and refund: 5-15 s on a
  // quiet 2-core machine, two or three times that when it is shared (the longest walks are marked
  // slow). The budget is for the machine, not the shop.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./e2e/support/file-timings.ts']],
  use: {
    // global-setup puts the running shop's address here before the tests start.
    baseURL: process.env.TEST_BASE_URL,
    locale: 'fr-FR',
    // A failed test keeps its trace (DOM snapshots of each step); without the screencast, which cost a fifth of the suite's time.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage'],
    },
  },
})
