import { fileURLToPath } from 'node:url'

import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const backend = 'http://localhost:3000'

/**
 * The shop is served by the CMS's express server in production (same origin as `/api`), so in
 * development every backend path is proxied to it. Paths are relative to this file so the config
 * works from the repository root (`vite build --config storefront/vite.config.ts`) too.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  // The repository's public/ (favicon, icons, manifest): the shop's server serves it as it is, so
  // the build does not copy it; the development server serves it from there too.
  publicDir: fileURLToPath(new URL('../public', import.meta.url)),
  server: {
    proxy: {
      '/api': backend,
      '/admin': backend,
      '/_next': backend,
    },
  },
  preview: {
    proxy: {
      '/api': backend,
      '/admin': backend,
      '/_next': backend,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: false,
    // The server reads it to preload each page's own chunks with the shell (no waterfall).
    manifest: true,
    target: 'es2022',
    // Fewer, larger chunks: a mobile page pays a round trip per file. What every page needs goes
    // with the entry, react-query in one chunk, small shared UI helpers in another; the rest
    // (dialogs, zod schemas) stays split so the home page does not download it.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'] },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            {
              name: 'ui',
              test: /storefront[\\/]src[\\/](components|hooks|lib)[\\/]|domain[\\/]src[\\/](money|price-rules|order-status)\.ts/,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
})
