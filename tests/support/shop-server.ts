import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { freePort } from './free-port.ts'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const tmpRoot = path.join(repoRoot, 'tests', '.tmp')

export type ShopServer = {
  url: string
  dataDir: string
  databaseUrl: string
  admin: { email: string; password: string }
  process: ChildProcess
  logs: () => string
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

const startTimeoutMs = 300_000

type StartOptions = {
  /** Reuse this data folder (embedded PostgreSQL); a fresh one is made otherwise. */
  dataDir?: string
  /** Use this PostgreSQL instead of an embedded one. */
  databaseUrl?: string
  env?: Record<string, string>
  /** Five minutes by default: a start that seeds takes under one alone, several times that beside other suites' shops. */
  timeoutMs?: number
  /** A port chosen beforehand (when fakes must know the shop's address first). */
  port?: number
  /** Where the built shop is: the checkout, or a copy of what the image holds (tests/startup/deployment.test.ts). */
  root?: string
}

/**
 * How the shop's TypeScript scripts are run (as `npm run seed` does). `production` makes Lexical
 * load its plain ESM build: its `node` build awaits a dynamic import at top level, which on Node 20
 * deadlocks at random when many such modules load together.
 */
export const scriptNodeArgs = ['--conditions=production', '--import', 'tsx']

/**
 * As `npm start` runs the server (package.json, Dockerfile): built by `npm run build` into plain
 * JavaScript, its heap capped, see docs/architecture.md « Mémoire ».
 */
export const serverCommand = ['--conditions=production', '--max-old-space-size=256', 'cms/dist/server/main.js']

export const testAdmin = { email: 'admin@boutique.test', password: 'Adm1n-de-test-2026!' }

/**
 * Starts the built server the way `npm start` does (after the build), on free
 * ports, and waits until /api/health answers 200.
 */
export async function startShopServer(options: StartOptions = {}): Promise<ShopServer> {
  const port = options.port ?? (await freePort())
  const pgPort = await freePort()
  const url = `http://127.0.0.1:${port}`
  const dataDir = options.dataDir ?? (await fs.mkdtemp(path.join(await ensureTmpRoot(), 'data-')))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    MALLOC_ARENA_MAX: '2',
    APP_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: url,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    ADMIN_EMAIL: testAdmin.email,
    ADMIN_PASSWORD: testAdmin.password,
    ...options.env,
  }
  delete env.DATABASE_URL
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl

  let output = ''
  const child = spawn(process.execPath, serverCommand, {
    cwd: options.root ?? repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))

  const deadline = Date.now() + (options.timeoutMs ?? startTimeoutMs)
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Le serveur s'est arrêté au démarrage :\n${output}`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`Le serveur ne répond pas après ${options.timeoutMs ?? startTimeoutMs} ms :\n${output}`)
    }
    const healthy = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    )
    if (healthy) break
    await new Promise((resolve) => setTimeout(resolve, 250))
  }

  return {
    url,
    dataDir,
    databaseUrl: options.databaseUrl ?? embeddedDatabaseUrl(dataDir, pgPort),
    admin: testAdmin,
    process: child,
    logs: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal)
      return exited
    },
  }
}

function embeddedDatabaseUrl(dataDir: string, port: number): string {
  const passwordFile = path.join(dataDir, 'postgres.password')
  const password = existsSync(passwordFile) ? readFileSync(passwordFile, 'utf8').trim() : ''
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/shop`
}

async function ensureTmpRoot(): Promise<string> {
  await fs.mkdir(tmpRoot, { recursive: true })
  return tmpRoot
}
