/**
 * Builds the shop's server (`cms/src/server/main.ts` and what it imports from cms, domain and seed)
 * and the backup command into plain JavaScript under `cms/dist/server/`, which `npm start` and the
 * image run with Node alone. Run
 * through tsx instead, the server kept tsx's loader thread and its compiler service for its whole
 * life: about 100 MiB of resident memory (docs/architecture.md « Mémoire »). Packages from node_modules stay
 * imports, loaded by Node as before; only our workspaces' TypeScript is bundled.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import { build, type Plugin } from 'esbuild'

import { cmsRoot, serverBundleDir } from '../src/lib/repo-paths.ts'

/** Our workspaces ship TypeScript sources, which Node cannot load: they go into the bundle. */
const ownWorkspace = /^@shop\//

const externalPackages: Plugin = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (ownWorkspace.test(args.path) ? undefined : { path: args.path, external: true }))
  },
}

const startedAt = performance.now()
await fs.rm(serverBundleDir, { recursive: true, force: true })
await build({
  entryPoints: {
    main: path.join(cmsRoot, 'src', 'server', 'main.ts'),
    // The reply parser's worker beside main.js, where ../src/inbound-mail/reply-text.ts starts it.
    'reply-text-worker': path.join(cmsRoot, 'src', 'inbound-mail', 'reply-text-worker.ts'),
    // The backup command too: the image has no tsx to run it from its source (compose's `backup` service).
    backup: path.join(cmsRoot, 'scripts', 'backup.ts'),
  },
  outdir: serverBundleDir,
  bundle: true,
  // The payload config and the seed are imported when needed, as in the sources.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // As the server runs (package.json « start »): Lexical's plain ESM build.
  conditions: ['production'],
  // Unminified, with the source path above each module: a stack trace stays readable, and
  // NODE_OPTIONS=--enable-source-maps maps it back to the TypeScript.
  sourcemap: 'linked',
  plugins: [externalPackages],
  logLevel: 'warning',
})
console.log(
  `serveur construit dans ${path.relative(process.cwd(), serverBundleDir)} en ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
)
