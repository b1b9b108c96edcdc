import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { adminLayout, customerGuard, pageRoutes } from '../src/app/page-routes.ts'

type ManifestEntry = { file: string; imports?: string[]; css?: string[]; isDynamicEntry?: boolean }
type Manifest = Record<string, ManifestEntry>

/** What a page needs besides the boot script: its scripts and its style sheets, in loading order. */
type RouteChunks = { modulepreload: string[]; style: string[] }

/** Where the server (cms/src/server/route-preloads.ts) reads it, under the storefront's dist/. */
const routeChunksFile = '.route-chunks.json'

/**
 * What the guard waits on before a customer's page shows its content: the session check, a module
 * the session's actions load lazily (pages without a guard do not need it at once).
 */
const sessionCheckModule = 'src/features/auth/api/check-session.ts'

/** The boot script's chunks (index.html's entry): the page already loads them. */
function entryChunks(manifest: Manifest): Set<string> {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const child of manifest[key]?.imports ?? []) visit(child)
  }
  visit('index.html')
  return seen
}

function chunksOf(manifest: Manifest, loaded: Set<string>, keys: string[]): RouteChunks {
  const chunks = new Set<string>()
  const styles = new Set<string>()
  const visit = (chunk: string) => {
    if (loaded.has(chunk) || chunks.has(chunk)) return
    chunks.add(chunk)
    for (const css of manifest[chunk]?.css ?? []) styles.add(css)
    for (const child of manifest[chunk]?.imports ?? []) visit(child)
  }
  for (const key of keys) visit(key)
  return { modulepreload: [...chunks].map((chunk) => manifest[chunk]?.file ?? chunk), style: [...styles] }
}

/**
 * Writes each page's chunks, by the router's path pattern, from Vite's manifest (the application
 * chunk included): the server lists them in the page for the boot script to preload together,
 * so the browser does not wait for the application to run before fetching the page's own code.
 */
export async function writeRouteChunks(distDir: string): Promise<void> {
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
  const loaded = entryChunks(manifest)
  const map: Record<string, RouteChunks> = {}
  for (const route of pageRoutes) {
    // An administration page opens inside the administration's layout, a customer page behind its
    // guard and its session check: lazy chunks too.
    const modules = [route.admin ? adminLayout.module : null, route.guarded ? customerGuard.module : null, route.module]
    const keys = modules.filter((module) => module !== null).map((module) => `src/app/routes/${module}.tsx`)
    if (route.guarded) keys.push(sessionCheckModule)
    for (const key of keys) if (!manifest[key]?.isDynamicEntry) throw new Error(`${key} : module de page absent du manifeste Vite.`)
    map[route.path] = chunksOf(manifest, loaded, keys)
  }
  await writeFile(path.join(distDir, routeChunksFile), `${JSON.stringify(map, null, 2)}\n`)
}
