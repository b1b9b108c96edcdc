import { randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'

import type { Subscription } from '../lib/notification-listener.ts'
import { dbOf } from '../database/db.ts'
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
  const db = await dbOf(req)
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

/**
 * Until LISTEN runs the cache is bypassed, and it starts empty afterwards: notifications sent
 * meanwhile are lost.
 */
export const catalogueChanges: Subscription = {
  channel,
  onNotification,
  onListening: (listening) => catalogueCache.setListening(listening),
}
