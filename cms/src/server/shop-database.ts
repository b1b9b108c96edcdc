import { existsSync } from 'node:fs'
import path from 'node:path'

import { BackupRefusal } from '../backup/refusal.ts'
import type { Env } from '../lib/env.ts'
import { runningEmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.ts'

export type SourceDatabase = { url: string; description: string; close: () => Promise<void> }

/**
 * The database a backup reads: DATABASE_URL, else the embedded server of DATA_DIR — the running
 * shop's own when it is up (a second server on the same folder would stop it), else one started
 * for the time of the backup.
 */
export async function openShopDatabase(env: Env): Promise<SourceDatabase> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, description: 'PostgreSQL externe (DATABASE_URL)', close: async () => undefined }
  const running = await runningEmbeddedPostgres(env.DATA_DIR)
  if (running) {
    return {
      url: running.url,
      description: `PostgreSQL embarqué de la boutique en marche (pid ${running.pid})`,
      close: async () => undefined,
    }
  }
  if (!existsSync(path.join(env.DATA_DIR, 'postgres', 'PG_VERSION'))) {
    throw new BackupRefusal(`Aucune base de données dans ${env.DATA_DIR} : vérifiez DATA_DIR (ou DATABASE_URL).`)
  }
  const started = await startEmbeddedPostgres({ dataDir: env.DATA_DIR, port: env.EMBEDDED_PG_PORT, log: (line) => console.error(line) })
  return {
    url: started.url,
    description: `PostgreSQL embarqué démarré pour la sauvegarde (port ${env.EMBEDDED_PG_PORT})`,
    close: started.stop,
  }
}

/** Restoring under a running shop would change its data behind its back, and a second server would stop it. */
export async function assertShopStopped(env: Env): Promise<void> {
  if (env.DATABASE_URL) return
  const running = await runningEmbeddedPostgres(env.DATA_DIR)
  if (running) {
    throw new BackupRefusal(`PostgreSQL tourne encore sur ${env.DATA_DIR} (pid ${running.pid}) : arrêtez la boutique avant de restaurer.`)
  }
}
