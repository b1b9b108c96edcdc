import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const importPattern = /(?:from|import)\s*["`]\.\/([^"`]+\.js)["`]/g

/** The chunks a chunk imports statically (dynamic `import()` calls load later, on demand). */
function staticImports(assets: string, file: string): string[] {
  const code = readFileSync(path.join(assets, file), 'utf8').replace(/import\(["`][^"`]+["`]\)/g, '')
  return [...code.matchAll(importPattern)].map((match) => match[1] as string)
}

/** The chunk a chunk imports on demand whose name starts with `prefix`. */
function dynamicImport(assets: string, file: string, prefix: string): string {
  const code = readFileSync(path.join(assets, file), 'utf8')
  const found = new RegExp(`import\\(["\`]\\./(${prefix}-[^"\`]+\\.js)["\`]\\)`).exec(code)?.[1]
  if (!found) throw new Error(`le morceau ${prefix} est introuvable dans ${file}`)
  return found
}

/**
 * Gzip bytes of the JavaScript the home page needs to run: what index.html loads (the boot
 * script), the application it imports after the first paint, the home route's chunk, and
 * everything they import statically.
 */
export function homeInitialJs(dist: string): { bytes: number; files: number } {
  const assets = path.join(dist, 'assets')
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8')
  const pending = [...html.matchAll(/assets\/([^"]+\.js)/g)].map((match) => match[1] as string)
  const application = dynamicImport(assets, pending[0] as string, 'shell')
  pending.push(application, dynamicImport(assets, application, 'home'))
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
