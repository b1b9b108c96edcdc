import { defineConfig } from '@playwright/test'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

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
  reporter: [['list']],
  use: {
    // global-setup puts the running shop's address here before the tests start.
    baseURL: process.env.TEST_BASE_URL,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage'],
    },
  },
})
