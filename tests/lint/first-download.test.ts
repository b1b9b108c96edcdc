import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { repoRoot } from '../support/shop-server.ts'

/**
 * zod (~25 KiB gzip) must stay out of the home page's first download (Lighthouse, `npm run bench`):
 * the shell and the shared layers may use `@shop/domain` only through modules that do not load it.
 * A source check, so that the rule fails `npm test` instead of waiting for the next benchmark.
 */

const valueImport = /import\s+(?!type\s)([\s\S]*?)\s+from\s+'([^']+)'|import\s+'([^']+)'/g

/** What a file loads when it runs: imports whose names are not all types. */
function loadedImports(file: string): string[] {
  const code = readFileSync(file, 'utf8')
  return [...code.matchAll(valueImport)].flatMap(([, names = '', from, bare]) => {
    if (bare) return [bare]
    const specifiers = /^\{([\s\S]*)\}$/.exec(names.trim())?.[1]
    const allTypes = specifiers !== undefined && specifiers.split(',').every((name) => !name.trim() || name.trim().startsWith('type '))
    return allTypes || !from ? [] : [from]
  })
}

const domainDir = path.join(repoRoot, 'domain', 'src')

/** The domain modules that load zod, themselves or through another domain module. */
function zodLoadingModules(): Set<string> {
  const modules = readdirSync(domainDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  const imports = new Map(modules.map((name) => [name.replace(/\.ts$/, ''), loadedImports(path.join(domainDir, name))]))
  const loadsZod = new Set<string>()
  for (let changed = true; changed;) {
    changed = false
    for (const [name, from] of imports) {
      if (loadsZod.has(name)) continue
      if (from.some((target) => target === 'zod' || loadsZod.has(target.replace(/^\.\//, '').replace(/\.ts$/, '')))) {
        loadsZod.add(name)
        changed = true
      }
    }
  }
  return loadsZod
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return filesUnder(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

describe("the home page's first download", () => {
  const loadsZod = zodLoadingModules()

  it('knows which domain modules load zod', () => {
    expect(loadsZod.has('orders')).toBe(true)
    expect(loadsZod.has('order-status')).toBe(false)
    expect(loadsZod.has('auth-messages')).toBe(false)
  })

  it('holds no zod: the shared layers and the shell use zod-free domain modules only', () => {
    const storefront = path.join(repoRoot, 'storefront', 'src')
    const shell = ['components', 'hooks', 'lib', 'config', 'stores'].flatMap((layer) => filesUnder(path.join(storefront, layer)))
    shell.push(
      ...readdirSync(path.join(storefront, 'app'))
        // Its unit tests are not downloaded: the same rule as filesUnder's.
        .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
        .map((name) => path.join(storefront, 'app', name)),
    )
    const offenders = shell.flatMap((file) =>
      loadedImports(file)
        .filter((from) => from === 'zod' || (from.startsWith('@shop/domain/') && loadsZod.has(from.slice('@shop/domain/'.length))))
        .map((from) => `${path.relative(repoRoot, file)} → ${from}`),
    )
    expect(offenders).toEqual([])
  })
})
