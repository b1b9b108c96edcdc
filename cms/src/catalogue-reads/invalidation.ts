import { randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import pg from 'pg'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'

import { transactionDb } from '../lib/transaction.ts'
import { catalogueCache, isCacheScope, type CacheScope } from './catalogue-cache.ts'

const channel = 'catalogue_changed'

/**
 * The notification says what changed, then which write: this process recognises its own token
 * and stops bypassing the cache, the write being committed.
 */
export async function announceCatalogueChange(req: PayloadRequest, scope: CacheScope): Promise<void> {
  const token = randomUUID()
  catalogueCache.beginWrite(token, scope)
  // In the write's transaction, so that NOTIFY leaves only when it commits.
  const db = await transactionDb(req)
  await db.execute(sql`select pg_notify(${channel}, ${`${scope} ${token}`})`)
}

/** afterChange/afterDelete hooks that keep every instance's catalogue cache true to the data. */
export function invalidatesCatalogue(scope: CacheScope): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [async ({ req }) => void (await announceCatalogueChange(req, scope))],
    afterDelete: [async ({ req }) => void (await announceCatalogueChange(req, scope))],
  }
}

export const globalInvalidatesCatalogue = (scope: CacheScope): GlobalAfterChangeHook[] => [
  async ({ req }) => void (await announceCatalogueChange(req, scope)),
]

/** `<scope>` or `<scope> <token>`; a scope this version does not know drops everything. */
function onNotification(payloadText: string | undefined): void {
  const [scope = '', token] = (payloadText ?? '').split(' ')
  if (isCacheScope(scope)) catalogueCache.invalidate(scope)
  else catalogueCache.invalidateAll()
  if (token) catalogueCache.endWrite(token)
}

export type CatalogueListener = { stop: () => Promise<void> }

/**
 * LISTENs on a connection of its own (the pool's connections come and go); reconnects after a
 * second when the connection drops. Until LISTEN runs again the cache is bypassed, and it
 * starts empty afterwards: notifications sent meanwhile are lost. Resolves after the first
 * attempt, listening or retrying.
 */
export async function listenForCatalogueChanges(connectionString: string, log: (message: string) => void): Promise<CatalogueListener> {
  let client: pg.Client | undefined
  let stopped = false
  let retry: NodeJS.Timeout | undefined

  const connect = async () => {
    const current = new pg.Client({ connectionString })
    client = current
    // 'error' and 'end' may both come, late, from a connection already replaced: act once.
    const lost = (reason: unknown) => {
      if (client !== current) return
      client = undefined
      catalogueCache.setListening(false)
      void current.end().catch(() => undefined)
      if (stopped) return
      log(`Écoute des changements du catalogue interrompue, nouvelle tentative dans 1 s : ${String(reason)}`)
      retry = setTimeout(() => void connect(), 1000)
    }
    current.on('notification', (message) => onNotification(message.payload))
    current.on('error', lost)
    current.on('end', () => lost('connexion fermée'))
    try {
      await current.connect()
      await current.query(`listen ${channel}`)
      catalogueCache.setListening(true)
    } catch (error) {
      lost(error)
    }
  }
  await connect()

  return {
    stop: async () => {
      stopped = true
      clearTimeout(retry)
      await client?.end().catch(() => undefined)
    },
  }
}
