import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { phoneSlugFromPath, trimTrailingSlashes } from '@shop/domain/paths'

type ManifestEntry = { file: string; imports?: string[]; css?: string[] }
type Manifest = Record<string, ManifestEntry>

/**
 * The route module of a storefront path: routes are files named after their path
 * (storefront/src/app/routes), `/` being `home` and a phone's own page `telephone`.
 */
function routeModule(pathname: string): string {
  const trimmed = trimTrailingSlashes(pathname)
  if (trimmed === '/') return 'src/app/routes/home.tsx'
  if (phoneSlugFromPath(trimmed) !== null) return 'src/app/routes/telephone.tsx'
  return `src/app/routes/${trimmed.slice(1)}.tsx`
}

/** The entry's chunks: the shell already loads them. */
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

/**
 * `<link rel="modulepreload">` tags for a page's own chunks (and `preload` for its CSS), so the
 * browser fetches them with the entry instead of after it has run. Empty without a manifest.
 */
export function routePreloads(distDir: string): (pathname: string) => string {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json')
  if (!existsSync(manifestFile)) return () => ''
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
  const loaded = entryChunks(manifest)
  const cache = new Map<string, string>()
  return (pathname) => {
    const key = routeModule(pathname)
    if (!manifest[key]) return ''
    const cached = cache.get(key)
    if (cached !== undefined) return cached
    const chunks = new Set<string>()
    const styles = new Set<string>()
    const visit = (chunk: string) => {
      if (loaded.has(chunk) || chunks.has(chunk)) return
      chunks.add(chunk)
      for (const css of manifest[chunk]?.css ?? []) styles.add(css)
      for (const child of manifest[chunk]?.imports ?? []) visit(child)
    }
    visit(key)
    const tags = [
      ...[...chunks].map((chunk) => `<link rel="modulepreload" crossorigin href="/${manifest[chunk]?.file}">`),
      ...[...styles].map((css) => `<link rel="preload" as="style" href="/${css}">`),
    ].join('')
    cache.set(key, tags)
    return tags
  }
}
