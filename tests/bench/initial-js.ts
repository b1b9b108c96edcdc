import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const importPattern = /(?:from|import)\s*["`]\.\/([^"`]+\.js)["`]/g

/** The chunks a chunk imports statically (dynamic `import()` calls load later, on demand). */
function staticImports(assets: string, file: string): string[] {
  const code = readFileSync(path.join(assets, file), 'utf8').replace(/import\(["`][^"`]+["`]\)/g, '')
  return [...code.matchAll(importPattern)].map((match) => match[1] as string)
}

/**
 * Gzip bytes of the JavaScript the home page needs before it shows: what index.html loads and
 * preloads, plus the home route's chunk and everything it imports statically.
 */
export function homeInitialJs(dist: string): { bytes: number; files: number } {
  const assets = path.join(dist, 'assets')
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8')
  const pending = [...html.matchAll(/assets\/([^"]+\.js)/g)].map((match) => match[1] as string)
  const entry = readFileSync(path.join(assets, pending[0] as string), 'utf8')
  const homeChunk = entry.match(/import\(["`]\.\/(home-[^"`]+\.js)["`]\)/)?.[1]
  if (!homeChunk) throw new Error("le morceau de la page d'accueil est introuvable dans le point d'entrée")
  pending.push(homeChunk)
  const seen = new Set<string>()
  while (pending.length > 0) {
    const file = pending.pop() as string
    if (seen.has(file)) continue
    seen.add(file)
    pending.push(...staticImports(assets, file))
  }
  const bytes = [...seen].reduce((total, file) => total + gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length, 0)
  return { bytes, files: seen.size }
}
