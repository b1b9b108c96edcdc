/**
 * `npm test`: type check (each workspace with its own tsconfig), lint, unit tests, then the suites
 * that talk to a running shop: API (vitest, real HTTP), browser (Playwright), start-up (shops of
 * their own), and with `--cluster` two instances behind nginx.
 *
 * The build comes first (every shop runs from it); then the static checks run while the suites'
 * shops start and the API files that run side by side go, their output printed whole as each ends.
 * With `--api-database=<url>` (.ci/run passes the system PostgreSQL) the API suite gets a shop of
 * its own on that server, and the browser suite and a few API files that lean most on PostgreSQL
 * (listed below) run on the embedded one: each path is covered without running every file twice.
 *
 * Every step runs even when an earlier one fails. At the end, one table: each phase and its
 * duration, then the ten slowest test files (vitest and Playwright report them to TEST_TIMINGS_FILE).
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { repoRoot, tmpRoot } from '../support/shop-server.ts'
import { startTestServices, type TestServices } from '../support/test-services.ts'

const { values: options } = parseArgs({
  options: { 'api-database': { type: 'string' }, cluster: { type: 'boolean', default: false } },
})

/** API files run again on the embedded PostgreSQL when the suite itself runs on another server. */
const embeddedApiFiles = [
  'tests/api/checkout.test.ts', // the single-statement order, the day's counter, attempt functions
  'tests/api/second-instance.test.ts', // LISTEN/NOTIFY between instances
  'tests/api/mail-outbox.test.ts', // the job queue's claims and retries
  'tests/api/dashboard.test.ts', // the reports' aggregates and their indexes
  'tests/api/search.test.ts', // trigram search
]

const node = process.execPath
const startedAt = performance.now()
const timingsFile = path.join(tmpRoot, 'test-file-timings.jsonl')

type Command = { command: string[]; env?: Record<string, string> }

/** Runs a command; with `quiet`, its output is kept and printed whole when it ends (steps running side by side). */
function run({ command, env }: Command, quiet = false): Promise<boolean> {
  return new Promise((resolve) => {
    const [executable, ...args] = command as [string, ...string[]]
    const child = spawn(executable, args, {
      cwd: repoRoot,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, TEST_TIMINGS_FILE: timingsFile, ...env },
    })
    const output: Buffer[] = []
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
    child.on('close', (code) => {
      if (quiet) process.stdout.write(Buffer.concat(output))
      resolve(code === 0)
    })
    child.on('error', () => resolve(false))
  })
}

/** Each phase with its start and end in seconds from the start of `npm test`: phases that overlap show it. */
type Phase = { name: string; ok: boolean; from: number; to: number }
const results: Phase[] = []
const sinceStart = () => (performance.now() - startedAt) / 1000

async function timed(name: string, work: () => Promise<boolean>): Promise<boolean> {
  console.log(`\n=== ${name}`)
  const from = sinceStart()
  const ok = await work().catch((error: unknown) => {
    console.error(error)
    return false
  })
  const to = sinceStart()
  results.push({ name, ok, from, to })
  console.log(`=== ${ok ? 'fin' : 'ÉCHEC'} : ${name} (${(to - from).toFixed(1)} s)`)
  return ok
}

const vitest = (projects: string[], env?: Record<string, string>, files: string[] = []): Command => ({
  command: [node, 'node_modules/vitest/vitest.mjs', 'run', ...projects.flatMap((project) => ['--project', project]), ...files],
  env,
})

/** What the suites that use a running shop are told of it (tests/support/global-setup.ts, tests/e2e/global-setup.ts). */
function suiteEnv(services: TestServices): Record<string, string> {
  return {
    TEST_BASE_URL: services.server.url,
    TEST_DATABASE_URL: services.server.databaseUrl,
    TEST_INBOX_URL: services.catcher.inboxUrl,
    TEST_STRIPE_URL: services.stripe.apiBase,
    TEST_DATA_DIR: services.server.dataDir,
    TEST_INBOUND_SMTP_PORT: String(services.inboundSmtpPort),
  }
}

async function staticChecks(): Promise<void> {
  // A collection's field changed without `npm run db:schema`: the queries would be typed against the old tables.
  await timed('schéma Drizzle à jour', () => run({ command: [node, '--import', 'tsx', 'cms/scripts/db-schema.ts', '--check'] }, true))
  await timed('types (tsc par espace de travail)', () => run({ command: [node, '--import', 'tsx', 'tests/scripts/typecheck.ts'] }, true))
  await timed('lint (ESLint, Prettier, knip)', async () => {
    const [eslint, prettier] = await Promise.all([
      run({ command: [node, 'node_modules/eslint/bin/eslint.js', '--max-warnings', '0', '.'] }, true),
      run({ command: [node, 'node_modules/prettier/bin/prettier.cjs', '--check', '.'] }, true),
    ])
    // Dependencies: each workspace declares what it imports, and uses what it declares (knip.config.ts).
    const knip = await run({ command: [node, 'node_modules/knip/bin/knip.js', '--no-progress'] }, true)
    return eslint && prettier && knip
  })
  await timed('unit', () => run(vitest(['unit']), true))
}

/** Starts a suite's shop, timed as its own phase; undefined (and the phase failed) if it cannot start. */
async function startShop(name: string, databaseUrl: string | undefined): Promise<TestServices | undefined> {
  let services: TestServices | undefined
  await timed(name, async () => {
    services = await startTestServices(databaseUrl)
    console.log(`${name} : ${services.server.url}`)
    return true
  })
  return services
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`

/**
 * The phases .ci/run timed before `npm test` (CI_PHASE_TIMES, `name=seconds;…`), placed before
 * its start so that the table reads as one timeline.
 */
function setupPhases(): Phase[] {
  const entries = (process.env.CI_PHASE_TIMES ?? '').split(';').filter(Boolean)
  const phases = entries.map((entry) => {
    const [name = '', seconds = '0'] = entry.split('=')
    return { name, ok: true, seconds: Number(seconds) }
  })
  let at = -phases.reduce((sum, phase) => sum + phase.seconds, 0)
  return phases.map(({ name, ok, seconds }) => ({ name, ok, from: at, to: (at += seconds) }))
}

function printSummary(): void {
  const phases = [...setupPhases(), ...results].sort((a, b) => a.from - b.from)
  const origin = phases[0]?.from ?? 0
  console.log('\n=== Où va le temps : chaque phase, de quand à quand (m:ss depuis le début), et sa durée')
  for (const phase of phases) {
    const span = `${clock(phase.from - origin).padStart(6)} → ${clock(phase.to - origin).padEnd(6)}`
    console.log(`${phase.ok ? 'ok   ' : 'ÉCHEC'} ${span} ${phase.name.padEnd(50)} ${(phase.to - phase.from).toFixed(1).padStart(7)} s`)
  }
  const end = Math.max(...phases.map((phase) => phase.to))
  console.log(
    `      ${clock(0).padStart(6)} → ${clock(end - origin).padEnd(6)} ${'en tout'.padEnd(50)} ${(end - origin).toFixed(1).padStart(7)} s`,
  )

  if (!existsSync(timingsFile)) return
  const files = readFileSync(timingsFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { suite: string; file: string; ms: number })
    .sort((a, b) => b.ms - a.ms)
  console.log('\n=== Les dix fichiers de test les plus lents')
  for (const file of files.slice(0, 10))
    console.log(`${file.suite.padEnd(11)} ${file.file.padEnd(62)} ${(file.ms / 1000).toFixed(1).padStart(7)} s`)
}

await fs.mkdir(tmpRoot, { recursive: true })
await fs.rm(timingsFile, { force: true })

const built = await timed('build', () => run({ command: [node, '--import', 'tsx', 'cms/scripts/build.ts'] }))
if (!built) {
  await staticChecks()
} else {
  const apiDatabase = options['api-database']
  const checks = staticChecks()
  // The API suite's shop on its own server when one is given; otherwise the browser suite's.
  const [browserShop, apiShop] = await Promise.all([
    startShop('boutique de test (navigateur)', process.env.DATABASE_URL),
    apiDatabase ? startShop('boutique de test (API, PostgreSQL externe)', apiDatabase) : undefined,
  ])
  const apiTarget = apiDatabase ? apiShop : browserShop
  if (apiTarget) {
    await timed('api (fichiers côte à côte)', () => run(vitest(['api'], suiteEnv(apiTarget))))
    // The files that must run alone wait for the static checks: their timings compare the shop with itself.
    await checks
    await timed('api (fichiers seuls)', () => run(vitest(['api-serial'], suiteEnv(apiTarget))))
  } else {
    await checks
  }
  await apiShop?.stop()
  if (browserShop) {
    if (apiDatabase) {
      await timed('api sur PostgreSQL embarqué (fichiers choisis)', () =>
        run(vitest(['api', 'api-serial'], suiteEnv(browserShop), embeddedApiFiles)),
      )
    }
    await timed('e2e (Playwright)', () =>
      run({
        command: [node, 'node_modules/@playwright/test/cli.js', 'test', '-c', 'tests/playwright.config.ts'],
        env: suiteEnv(browserShop),
      }),
    )
    await browserShop.stop()
  }
  await timed('démarrage', () => run(vitest(['startup'])))
  if (options.cluster) await timed('cluster : deux instances derrière nginx', () => run(vitest(['cluster'])))
}

printSummary()
process.exit(results.every((result) => result.ok) ? 0 : 1)
