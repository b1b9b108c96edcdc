/**
 * `npm run build --workspace storefront`: the browser bundle (Vite) and the map of each page's
 * chunks (dist/.route-chunks.json, read by the server for its preload tags), then every public page
 * pre-rendered into dist/.prerendered/ so its heading and layout paint before the JavaScript runs
 * (the server sends them, src/entry-prerender.tsx renders them, src/main.tsx hydrates them).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { build } from 'vite'

import { prerenderedFile, prerenderedPaths } from '@shop/domain/paths'

import { writeRouteChunks } from './route-chunks.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const distDir = path.join(root, 'dist')
const serverBundleDir = path.join(root, 'dist-prerender')
const rootPlaceholder = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/

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
    build: { ssr: 'src/entry-prerender.tsx', outDir: serverBundleDir, emptyOutDir: true, manifest: false },
  })
  step('bundle de pré-rendu')

  const { prerenderPage } = (await import(pathToFileURL(path.join(serverBundleDir, 'entry-prerender.js')).href)) as {
    prerenderPage: (pathname: string) => Promise<string>
  }
  const shell = await readFile(path.join(distDir, 'index.html'), 'utf8')
  if (!rootPlaceholder.test(shell)) throw new Error('index.html : <div id="root"> introuvable.')
  const outDir = path.join(distDir, '.prerendered')
  await mkdir(outDir, { recursive: true })
  for (const pathname of prerenderedPaths) {
    const html = await prerenderPage(pathname)
    const page = shell.replace(rootPlaceholder, () => `<div id="root" data-prerendered>${html}</div>`)
    const file = path.join(outDir, prerenderedFile(pathname))
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, page)
  }
  await rm(serverBundleDir, { recursive: true, force: true })
  step(`${prerenderedPaths.length} pages pré-rendues`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
