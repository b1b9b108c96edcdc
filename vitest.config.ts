import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
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
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'startup',
          include: ['tests/startup/**/*.test.ts'],
          globalSetup: ['tests/support/build-before-suite.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
          fileParallelism: false,
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
        },
      },
    ],
  },
})
