/**
 * `npm run typecheck`: each workspace checked with its own tsconfig, so that each keeps its own
 * world (domain: neither DOM nor Node; storefront: DOM without Node; the rest: Node). Two at a
 * time, which is what the machine's two cores take.
 */
import { spawn } from 'node:child_process'

import { repoRoot } from '../support/shop-server.ts'

const typecheckProjects = [
  'tsconfig.json',
  'domain/tsconfig.json',
  'storefront/tsconfig.json',
  'storefront/tsconfig.node.json',
  'seed/tsconfig.json',
  'cms/tsconfig.json',
  'tests/tsconfig.json',
]

function check(project: string): Promise<{ project: string; ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', project], { cwd: repoRoot })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('close', (code) => resolve({ project, ok: code === 0, output }))
  })
}

const queue = [...typecheckProjects]
let failed = false
async function worker(): Promise<void> {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const startedAt = performance.now()
    const result = await check(project)
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1)
    console.log(`${result.ok ? 'ok  ' : 'ÉCHEC'} ${project} (${seconds} s)`)
    if (!result.ok) {
      failed = true
      process.stdout.write(result.output)
    }
  }
}
await Promise.all([worker(), worker()])
process.exit(failed ? 1 : 0)
