import { fileURLToPath } from 'node:url'

import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const backend = 'http://localhost:3000'

/**
 * What the application module (src/main.tsx) imports statically, gathered once the module graph
 * is known, for the chunk group below: index.html's entry is a small boot script that imports the
 * application after the first paint, so Rolldown's `$initial` tag no longer describes it. What the
 * boot script itself imports (the customer's pages' early calls) stays in its chunk: in the
 * application's, the boot script would wait for the whole application to download.
 */
function applicationModules(): { plugin: Plugin; has: (id: string) => boolean; boots: (id: string) => boolean } {
  const entry = (name: string) => fileURLToPath(new URL(`./src/${name}`, import.meta.url))
  const modules = new Set<string>()
  let boot = new Set<string>()
  return {
    has: (id) => modules.has(id),
    boots: (id) => boot.has(id),
    plugin: {
      name: 'shop-application-modules',
      apply: 'build',
      buildEnd() {
        const staticGraph = (root: string, outside: ReadonlySet<string>) => {
          const found = new Set<string>()
          const pending = [root]
          while (pending.length > 0) {
            const id = pending.pop() as string
            // Virtual modules (Vite's preload helper) serve the boot script too: they stay apart.
            if (found.has(id) || outside.has(id) || id.startsWith('\0')) continue
            found.add(id)
            pending.push(...(this.getModuleInfo(id)?.importedIds ?? []))
          }
          return found
        }
        boot = staticGraph(entry('boot.ts'), new Set())
        for (const id of staticGraph(entry('main.tsx'), boot)) modules.add(id)
      },
    },
  }
}

/**
 * The modules that load react-hook-form, themselves or through another (the form component and
 * the fields that register with it): they stay with the forms, out of the shared UI chunk that
 * pages without a form download.
 */
function formModules(): { plugin: Plugin; has: (id: string) => boolean } {
  const modules = new Set<string>()
  return {
    has: (id) => modules.has(id),
    plugin: {
      name: 'shop-form-modules',
      apply: 'build',
      buildEnd() {
        const pending = [...this.getModuleIds()].filter((id) => /node_modules[\\/]react-hook-form[\\/]/.test(id))
        while (pending.length > 0) {
          const id = pending.pop() as string
          if (modules.has(id)) continue
          modules.add(id)
          pending.push(...(this.getModuleInfo(id)?.importers ?? []).filter((importer) => !importer.includes('node_modules')))
        }
      },
    },
  }
}

/**
 * react-router's package resolves to its development build whatever the mode (its issue #14102):
 * its warnings, with their texts, would ship to shoppers. The build it ships beside it differs by
 * that flag alone.
 */
const reactRouterProduction = fileURLToPath(import.meta.resolve('react-router')).replace(
  /([\\/]dist[\\/])development([\\/])/,
  '$1production$2',
)

/**
 * react-router's components made with `forwardRef` (Link, NavLink, Form) are neither marked pure
 * nor free of side effects (a `displayName` set on each), so the bundler keeps those the shop
 * never draws: its data-router `<Form>`, with the form submission code behind it (1.3 KiB gzip of
 * every page's first download).
 */
function unusedReactRouterComponents(): Plugin {
  const declaration = /^var (\w+) = (React\d*\.forwardRef\()/gm
  return {
    name: 'shop-unused-react-router-components',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/ },
      handler(code) {
        const components = [...code.matchAll(declaration)].map((match) => match[1] as string)
        if (components.length === 0) return null
        const displayNames = new RegExp(`^(${components.join('|')})\\.displayName = "[^"]*";$`, 'gm')
        return code.replace(declaration, 'var $1 = /* @__PURE__ */ $2').replace(displayNames, '')
      },
    },
  }
}

const application = applicationModules()
const forms = formModules()
const sharedUi = /storefront[\\/]src[\\/](components|hooks|lib)[\\/]|domain[\\/]src[\\/](money|price-rules|order-status)\.ts/

/**
 * The shop is served by the CMS's express server in production (same origin as `/api`), so in
 * development every backend path is proxied to it. Paths are relative to this file so the config
 * works from the repository root (`vite build --config storefront/vite.config.ts`) too.
 */
export default defineConfig(({ mode }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), application.plugin, forms.plugin, unusedReactRouterComponents()],
  resolve: { alias: mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [] },
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
    // in the application's chunk, react-query in one chunk, small UI helpers shared by many pages
    // in another (shared by fewer, they stay with those pages: the home page would download a
    // modal, tabs and order badges it never draws); the rest (dialogs, zod schemas) stays split so
    // the home page does not download it.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Its own chunk: the boot script evaluates it before the rest of the application.
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 1 },
            { name: 'shell', test: application.has, includeDependenciesRecursively: false },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            {
              name: 'ui',
              test: (id: string) => sharedUi.test(id) && !forms.has(id) && !application.boots(id),
              minShareCount: 6,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}))
