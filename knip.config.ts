import type { KnipConfig } from 'knip'

/**
 * `npm test` runs knip for the dependencies: one imported but not declared by its workspace (it
 * only resolves by npm's hoisting), one declared but never used, a binary a script calls without
 * its package. The entries are what starts each workspace: servers, scripts, tests, configs.
 */
const config: KnipConfig = {
  workspaces: {
    '.': { project: ['*.ts'] },
    domain: { entry: ['src/**/*.ts'], project: ['src/**/*.ts'] },
    seed: { entry: ['src/**/*.ts'], project: ['src/**/*.ts'] },
    cms: {
      entry: [
        'scripts/*.ts',
        'src/server/main.ts',
        'src/inbound-mail/reply-text-worker.ts',
        'src/payload.config.ts',
        'src/migrations/*.ts',
        'src/**/*.test.ts',
      ],
      project: ['src/**/*.{ts,tsx}', 'scripts/*.ts'],
      // Knip's Payload plugin would run the config to read it; building it now and then waits on
      // work nothing keeps alive and knip exits with 13 (unsettled top-level await). The config is an entry instead.
      payload: false,
    },
    storefront: {
      entry: ['src/main.tsx', 'src/entry-server.tsx', 'scripts/*.ts', 'src/**/*.test.ts'],
      project: ['src/**/*.{ts,tsx}', 'scripts/*.ts'],
      // Imported by src/index.css (`@import 'tailwindcss'`), which knip does not read.
      ignoreDependencies: ['tailwindcss'],
    },
    tests: {
      entry: ['scripts/*.ts', 'bench/*.ts', '**/*.test.ts', 'e2e/**/*.spec.ts'],
      project: ['**/*.ts'],
    },
  },
  // Debian's, like nginx and Chromium: the bench's HTTP/2 front makes its certificate with it.
  ignoreBinaries: ['openssl'],
  include: ['dependencies', 'devDependencies', 'optionalPeerDependencies', 'unlisted', 'binaries', 'unresolved', 'files'],
}

export default config
