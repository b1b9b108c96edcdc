import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The checkout's root: the nearest folder above this module holding `cms/package.json`. Looked up
 * rather than counted, because this module runs from its source and from the server's bundle
 * (`cms/dist/server`), at different depths.
 */
function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'cms', 'package.json'))) return dir
    if (path.dirname(dir) === dir) throw new Error(`Dossier du dépôt introuvable au-dessus de ${from}`)
  }
}

/** Absolute folders of the checkout, whatever the current working directory. */
export const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)))
export const cmsRoot = path.join(repoRoot, 'cms')
export const storefrontDist = path.join(repoRoot, 'storefront', 'dist')
export const publicDir = path.join(repoRoot, 'public')
/** The server as `npm start` runs it, built by cms/scripts/bundle-server.ts. */
export const serverBundleDir = path.join(cmsRoot, 'dist', 'server')
