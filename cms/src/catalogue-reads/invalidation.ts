import { randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import pg from 'pg'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'

import { catalogueCache, type CacheScope } from './catalogue-cache.ts'

const channel = 'catalogue_changed'
/** Tells this process's own notifications from those of other instances. */
const instanceId = randomUUID()

type DrizzleLike = { execute: (query: ReturnType<typeof sql>) => Promise<unknown> }

/** The database handle of the request's transaction, so NOTIFY leaves only when it commits. */
async function transactionDb(req: PayloadRequest): Promise<DrizzleLike> {
  const db = req.payload.db as unknown as { drizzle: DrizzleLike; sessions?: Record<string, { db: DrizzleLike }> }
  const id = req.transactionID ? await req.transactionID : undefined
  return (id !== undefined && db.sessions?.[String(id)]?.db) || db.drizzle
}

async function announce(req: PayloadRequest, scope: CacheScope): Promise<void> {
  const token = randomUUID()
  catalogueCache.beginWrite(token, scope)
  const db = await transactionDb(req)
  await db.execute(sql`select pg_notify(${channel}, ${`${instanceId}|${token}|${scope}`})`)
}

/** afterChange/afterDelete hooks that keep every instance's catalogue cache true to the data. */
export function invalidatesCatalogue(scope: CacheScope): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [async ({ req }) => void (await announce(req, scope))],
    afterDelete: [async ({ req }) => void (await announce(req, scope))],
  }
}

export const globalInvalidatesCatalogue = (scope: CacheScope): GlobalAfterChangeHook[] => [
  async ({ req }) => void (await announce(req, scope)),
]

function onNotification(payloadText: string | undefined): void {
  const [sender, token, scope] = (payloadText ?? '').split('|')
  if (!scope) return
  catalogueCache.invalidate(scope as CacheScope)
  if (sender === instanceId && token) catalogueCache.endWrite(token)
}

export type CatalogueListener = { stop: () => Promise<void> }

/**
 * LISTENs on a connection of its own (the pool's connections come and go); reconnects after a
 * second when the connection drops, invalidating everything since notifications may be lost.
 */
export function listenForCatalogueChanges(connectionString: string, log: (message: string) => void): CatalogueListener {
  let client: pg.Client | undefined
  let stopped = false
  let retry: NodeJS.Timeout | undefined

  const scheduleReconnect = (reason: unknown) => {
    if (stopped || retry) return
    log(`Écoute des changements du catalogue interrompue, nouvelle tentative dans 1 s : ${String(reason)}`)
    catalogueCache.invalidate('pricing')
    retry = setTimeout(() => {
      retry = undefined
      void connect().catch(scheduleReconnect)
    }, 1000)
  }

  const connect = async () => {
    const current = new pg.Client({ connectionString })
    client = current
    current.on('notification', (message) => onNotification(message.payload))
    current.on('error', scheduleReconnect)
    current.on('end', () => scheduleReconnect('connexion fermée'))
    await current.connect()
    await current.query(`listen ${channel}`)
  }
  void connect().catch(scheduleReconnect)

  return {
    stop: async () => {
      stopped = true
      clearTimeout(retry)
      await client?.end().catch(() => undefined)
    },
  }
}
