import { spawn } from 'node:child_process'

import { repoRoot } from './shop-server.ts'

/**
 * Builds what changed since the last build (`npm run build`: a second of hashing when nothing
 * did) before a suite run alone starts shops of its own: the server runs from its build
 * (cms/dist/server), so a source edited since would otherwise not be what is tested. The bench
 * passes `--force` to time a whole build.
 */
export function buildShop(options: string[] = []): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'cms/scripts/build.ts', ...options], { cwd: repoRoot, stdio: 'inherit' })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build : code ${code}`))))
    child.on('error', reject)
  })
}
