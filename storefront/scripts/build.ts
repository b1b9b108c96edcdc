/**
 * `npm run build --workspace storefront`: the browser bundle (Vite) and the map of each page's
 * chunks (dist/.route-chunks.json, read by the server for its preload tags); the server's render
 * (src/entry-server.tsx, kept in dist/.server/: the server renders the catalogue's pages with it
 * at run time); then every public page pre-rendered into dist/.prerendered/ so its heading and
 * layout paint before the JavaScript runs (the server sends them, src/main.tsx hydrates them).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { build } from 'vite'

import { prerenderedFile, prerenderedPaths } from '@shop/domain/paths'

import { writeRouteChunks } from './route-chunks.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const distDir = path.join(root, 'dist')
const serverBundleDir = path.join(distDir, '.server')

async function main(): Promise<void> {
  const startedAt = performance.now()
  const step = (label: string) => console.log(`  ${label} (${((performance.now() - startedAt) / 1000).toFixed(1)} s)`)

  await build({ root, logLevel: 'warn' })
  step('bundle navigateur')
  await writeRouteChunks(distDir)
  step('carte des chunks par page')
  await build({
    root,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: serverBundleDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
  })
  step('rendu serveur')

  const { renderDocument } = (await import(pathToFileURL(path.join(serverBundleDir, 'entry-server.js')).href)) as {
    renderDocument: (shell: string, pathname: string) => Promise<string>
  }
  const shell = await readFile(path.join(distDir, 'index.html'), 'utf8')
  const outDir = path.join(distDir, '.prerendered')
  await mkdir(outDir, { recursive: true })
  for (const pathname of prerenderedPaths) {
    const file = path.join(outDir, prerenderedFile(pathname))
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, await renderDocument(shell, pathname))
  }
  step(`${prerenderedPaths.length} pages pré-rendues`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
