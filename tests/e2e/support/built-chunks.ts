import { readFileSync } from 'node:fs'
import path from 'node:path'

import { repoRoot } from '../../support/shop-server.ts'

type Manifest = Record<string, { file: string; name?: string }>

/**
 * The file of one chunk of the storefront's build, from Vite's manifest: a lazily loaded module by
 * its source path, or a shared chunk by its name (`form`: components/ui/form.tsx with react-hook-form).
 */
export function builtChunk(sourceOrName: string): string {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'storefront', 'dist', '.vite', 'manifest.json'), 'utf8')) as Manifest
  const entry =
    manifest[sourceOrName] ?? Object.entries(manifest).find(([key, chunk]) => key.startsWith('_') && chunk.name === sourceOrName)?.[1]
  if (!entry) throw new Error(`${sourceOrName} : absent du manifeste de la construction`)
  return `/${entry.file}`
}
