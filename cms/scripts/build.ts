/**
 * `npm run build` (and the first step of `npm start`): builds the storefront (Vite, pre-rendered
 * public pages), the server (esbuild) and the admin (Next.js), each only when its sources changed
 * since its last build, so a second start is fast.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

import { cmsRoot, repoRoot, serverBundleDir } from '../src/lib/repo-paths.ts'

type Target = { name: string; inputs: string[]; stampFile: string; command: string[]; cwd: string }

const ignored = new Set(['node_modules', '.next', 'dist', '.data', 'test-results'])

function* filesUnder(entry: string): Generator<string> {
  if (!existsSync(entry)) return
  if (statSync(entry).isFile()) {
    yield entry
    return
  }
  for (const child of readdirSync(entry, { withFileTypes: true })) {
    if (ignored.has(child.name)) continue
    yield* filesUnder(path.join(entry, child.name))
  }
}

function hashInputs(inputs: string[]): string {
  const hash = createHash('sha256')
  for (const input of inputs) {
    for (const file of [...filesUnder(path.join(repoRoot, input))].sort()) {
      hash.update(path.relative(repoRoot, file)).update('\0').update(readFileSync(file)).update('\0')
    }
  }
  return hash.digest('hex')
}

function run(command: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const [executable, ...args] = command as [string, ...string[]]
    const child = spawn(executable, args, { cwd, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command.join(' ')} : code ${code}`))))
    child.on('error', reject)
  })
}

const shared = ['domain/src', 'package-lock.json']
const nodeBin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name)

const targets: Target[] = [
  {
    name: 'boutique (Vite)',
    inputs: ['storefront/src', 'storefront/scripts', 'storefront/index.html', 'storefront/vite.config.ts', ...shared],
    stampFile: path.join(repoRoot, 'storefront', 'dist', '.build-hash'),
    command: [process.execPath, '--import', 'tsx', 'scripts/build.ts'],
    cwd: path.join(repoRoot, 'storefront'),
  },
  {
    name: 'serveur (esbuild)',
    inputs: ['cms/src', 'cms/scripts/bundle-server.ts', 'cms/scripts/backup.ts', 'seed/src', ...shared],
    stampFile: path.join(serverBundleDir, '.build-hash'),
    command: [process.execPath, '--import', 'tsx', 'scripts/bundle-server.ts'],
    cwd: cmsRoot,
  },
  {
    name: 'administration (Next.js)',
    inputs: ['cms/src', 'cms/next.config.mjs', 'cms/tsconfig.json', ...shared],
    stampFile: path.join(cmsRoot, '.next', '.build-hash'),
    command: [nodeBin('next'), 'build'],
    cwd: cmsRoot,
  },
]

async function main(): Promise<void> {
  const force = process.argv.includes('--force')
  for (const [index, target] of targets.entries()) {
    const label = `[build ${index + 1}/${targets.length}] ${target.name}`
    const hash = hashInputs(target.inputs)
    const previous = existsSync(target.stampFile) ? readFileSync(target.stampFile, 'utf8').trim() : ''
    if (!force && previous === hash) {
      console.log(`${label} : à jour`)
      continue
    }
    console.log(`${label} : construction…`)
    const startedAt = performance.now()
    await run(target.command, target.cwd)
    await fs.writeFile(target.stampFile, `${hash}\n`)
    console.log(`${label} : terminé en ${((performance.now() - startedAt) / 1000).toFixed(1)} s`)
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
