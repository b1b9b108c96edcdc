import type { Payload } from 'payload'

import type { Env } from '../lib/env.ts'
import { startEmbeddedPostgres, stopStartedClusters, type EmbeddedDatabase } from './embedded-postgres.ts'
import { developmentSecret } from './secret.ts'

export type Booted = { payload: Payload; embedded?: EmbeddedDatabase }

/**
 * Resolves the database (embedded unless DATABASE_URL is set) and the secret, exposes them to
 * payload.config.ts through process.env, then starts Payload.
 */
export async function bootPayload(env: Env, step: (message: string) => void): Promise<Booted> {
  // The built admin and Payload both expect production mode; APP_ENV says how the shop behaves.
  Object.assign(process.env, { NODE_ENV: 'production' })
  let embedded: EmbeddedDatabase | undefined
  if (env.DATABASE_URL) {
    step('PostgreSQL externe (DATABASE_URL)')
  } else {
    embedded = await startEmbeddedPostgres({
      dataDir: env.DATA_DIR,
      port: env.EMBEDDED_PG_PORT,
      log: (line) => console.error(line),
    })
    step(`PostgreSQL embarqué prêt (port ${env.EMBEDDED_PG_PORT}, données dans ${env.DATA_DIR})`)
  }
  Object.assign(process.env, {
    DATABASE_URL: env.DATABASE_URL ?? embedded?.url,
    PAYLOAD_SECRET: env.PAYLOAD_SECRET ?? (await developmentSecret(env.DATA_DIR)),
    PUBLIC_URL: env.PUBLIC_URL,
    MEDIA_DIR: env.MEDIA_DIR,
    PHOTOS_DIR: env.PHOTOS_DIR,
    CLAIM_PHOTOS_DIR: env.CLAIM_PHOTOS_DIR,
    DATABASE_POOL_MAX: String(env.DATABASE_POOL_MAX),
  })

  try {
    const { getPayload } = await import('payload')
    const { default: config } = await import('../payload.config.ts')
    const payload = await getPayload({ config })
    step('Payload initialisé')
    return { payload, embedded }
  } catch (error) {
    await embedded?.stop()
    throw error
  }
}

export function stepLogger(prefix: string): (message: string) => void {
  const startedAt = performance.now()
  return (message) => console.log(`[${prefix} ${((performance.now() - startedAt) / 1000).toFixed(1)} s] ${message}`)
}

/** How long the pool's connections may take to close before the process leaves anyway. */
const poolCloseMs = 2000

/**
 * Closes the pool's connections, and stops PostgreSQL when we started it (also when the boot was
 * interrupted: `booted` is then unset). The adapter keeps one connection checked out for good (to
 * watch the server), which `end()` would wait for forever: the others close, that one goes with
 * the process. Connections closed under the pool are expected then and must not surface as an
 * unhandled error. Callers exit right after.
 */
export async function shutdownDatabase(booted: Booted | undefined): Promise<void> {
  if (booted) {
    const { pool } = booted.payload.db
    pool.on('error', () => undefined)
    void pool.end().catch(() => undefined)
    const deadline = Date.now() + poolCloseMs
    while (pool.totalCount > 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
  }
  await stopStartedClusters()
}
