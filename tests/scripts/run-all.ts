/**
 * `npm test`: type check (each workspace with its own tsconfig), lint, build, unit tests, then one shop server shared by the API suite (vitest)
 * and the browser suite (Playwright), then the start-up tests that start servers of their own.
 * Every step runs even when an earlier one fails; the summary says which failed.
 */
import { spawn } from 'node:child_process'

import { repoRoot } from '../support/shop-server.ts'
import { startTestServices, type TestServices } from '../support/test-services.ts'

type Step = { name: string; command: string[]; env?: Record<string, string> }

function run(step: Step): Promise<boolean> {
  return new Promise((resolve) => {
    const [executable, ...args] = step.command as [string, ...string[]]
    const child = spawn(executable, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...step.env } })
    child.on('exit', (code) => resolve(code === 0))
    child.on('error', () => resolve(false))
  })
}

const node = process.execPath
const results: { name: string; ok: boolean; seconds: number }[] = []

async function timed(name: string, work: () => Promise<boolean>): Promise<boolean> {
  console.log(`\n=== ${name}`)
  const startedAt = performance.now()
  const ok = await work().catch((error: unknown) => {
    console.error(error)
    return false
  })
  results.push({ name, ok, seconds: (performance.now() - startedAt) / 1000 })
  return ok
}

const vitest = (project: string, env?: Record<string, string>): Step => ({
  name: project,
  command: [node, 'node_modules/vitest/vitest.mjs', 'run', '--project', project],
  env,
})

await timed('types (tsc par espace de travail)', () =>
  run({ name: 'typecheck', command: [node, '--import', 'tsx', 'tests/scripts/typecheck.ts'] }),
)
await timed('lint (ESLint, Prettier, knip)', async () => {
  const eslint = await run({ name: 'eslint', command: [node, 'node_modules/eslint/bin/eslint.js', '--max-warnings', '0', '.'] })
  const prettier = await run({ name: 'prettier', command: [node, 'node_modules/prettier/bin/prettier.cjs', '--check', '.'] })
  // Dependencies: each workspace declares what it imports, and uses what it declares (knip.config.ts).
  const knip = await run({ name: 'knip', command: [node, 'node_modules/knip/bin/knip.js', '--no-progress'] })
  return eslint && prettier && knip
})
const built = await timed('build', () => run({ name: 'build', command: [node, '--import', 'tsx', 'cms/scripts/build.ts'] }))
await timed('unit', () => run(vitest('unit')))

if (built) {
  let services: TestServices | undefined
  await timed('serveur de test', async () => {
    services = await startTestServices(process.env.DATABASE_URL)
    console.log(`boutique de test sur ${services.server.url}`)
    return true
  })
  if (services) {
    const { server, catcher, stripe } = services
    const shared = {
      TEST_BASE_URL: server.url,
      TEST_DATABASE_URL: server.databaseUrl,
      TEST_INBOX_URL: catcher.inboxUrl,
      TEST_STRIPE_URL: stripe.apiBase,
      TEST_DATA_DIR: server.dataDir,
      TEST_INBOUND_SMTP_PORT: String(services.inboundSmtpPort),
    }
    await timed('api', () => run(vitest('api', shared)))
    await timed('e2e (Playwright)', () =>
      run({
        name: 'e2e',
        command: [node, 'node_modules/@playwright/test/cli.js', 'test', '-c', 'tests/playwright.config.ts'],
        env: shared,
      }),
    )
    await services.stop()
  }
  await timed('démarrage', () => run(vitest('startup')))
}

console.log('\n=== Résumé')
for (const result of results) {
  console.log(`${result.ok ? 'ok  ' : 'ÉCHEC'} ${result.name.padEnd(20)} ${result.seconds.toFixed(1)} s`)
}
process.exit(results.every((result) => result.ok) ? 0 : 1)
