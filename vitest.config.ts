import { defineConfig } from 'vitest/config'

/**
 * API files that change what every other file reads (site settings, published pages, the shared
 * caches, the fake Stripe's failures), start a second instance on the suite's database, or count
 * rows or time latencies across the whole shop. They run one at a time after the others, which
 * run side by side (`api-serial` below).
 */
const apiFilesAlone = [
  'body-limits',
  'catalogue-reads',
  'checkout',
  'chore-schedule',
  'content-publishing',
  'customer-auth',
  'customer-photos',
  'dashboard',
  'dashboard-export',
  'form-submissions-personal-data',
  'forms',
  'installation-resources',
  'page-content',
  'payload-surface',
  'payment-methods',
  'pricing',
  'promises',
  'promo-codes',
  'reviews',
  'second-instance',
  'seed-idempotent',
  'site-settings-access',
  'staff-login-timing',
  'storefront-pages',
  'withdrawal-form',
].map((name) => `tests/api/${name}.test.ts`)

const apiSuite = {
  globalSetup: ['tests/support/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 180_000,
}

export default defineConfig({
  test: {
    reporters: ['default', './tests/support/vitest-file-timings.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'domain/src/**/*.test.ts',
            'seed/src/**/*.test.ts',
            'storefront/src/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'cms/src/**/*.test.ts',
          ],
          // Pure code and files: as many at once as there are cores.
          maxWorkers: '100%',
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...apiSuite,
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          exclude: apiFilesAlone,
          // The files mostly wait on the shop's answers and its queues: three at a time keep both cores busy.
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          ...apiSuite,
          name: 'api-serial',
          include: apiFilesAlone,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          name: 'startup',
          include: ['tests/startup/**/*.test.ts'],
          globalSetup: ['tests/support/build-before-suite.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
          // Each file starts shops of its own (own data folder, ports and PostgreSQL): two files at once.
          maxWorkers: 2,
          sequence: { groupOrder: 3 },
        },
      },
      {
        test: {
          // Two instances, nginx and a bucket of their own: `npm run test:cluster` (.ci/run calls it).
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          globalSetup: ['tests/support/build-before-suite.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          sequence: { groupOrder: 4 },
        },
      },
    ],
  },
})
