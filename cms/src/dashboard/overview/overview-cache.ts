import { count, max, sql } from '@payloadcms/db-postgres/drizzle'
import { QueryBuilder } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'

import type { Overview } from '@shop/domain/dashboard'

import { dbOf } from '../../database/db.ts'
import { backups } from '../../database/own-tables.ts'
import { orders, tickets } from '../../database/payload-schema.ts'

import { overview } from './overview.ts'

/** Beyond this age a kept overview is read again even when nothing seems to have changed. */
const maxAgeMs = 5_000

const builder = new QueryBuilder()

/**
 * What the overview depends on, read in one cheap statement (indexes only): the latest order
 * written, the latest ticket written and how many there are (tickets may be deleted), the latest
 * backup recorded, and the Paris day (the 30-day window moves at midnight). Orders are never deleted.
 */
const changeMarkerQuery = sql`
  select ${builder.select({ id: max(orders.id) }).from(orders)} as last_order,
    ${builder.select({ at: max(orders.updatedAt) }).from(orders)} as order_write,
    ${builder.select({ at: max(tickets.updatedAt) }).from(tickets)} as ticket_write,
    ${builder.select({ count: count() }).from(tickets)} as tickets,
    ${builder.select({ id: max(backups.id) }).from(backups)} as last_backup,
    (now() at time zone 'Europe/Paris')::date as day`

async function changeMarker(payload: Payload): Promise<string> {
  const db = await dbOf(payload)
  const { rows } = await db.execute<Record<string, unknown>>(changeMarkerQuery)
  return JSON.stringify(rows[0] ?? {})
}

/**
 * The overview is read once per state of the data, not once per request: the marker is read first
 * (so a kept overview is never older than it), and administrators asking at the same state share
 * one reading. A kept overview also expires after a few seconds, for writes the marker cannot see
 * (two in the same millisecond).
 */
export function cachedOverview(payload: Payload): () => Promise<Overview> {
  let kept: { marker: string; at: number; value: Overview } | null = null
  const running = new Map<string, Promise<Overview>>()
  return async () => {
    const marker = await changeMarker(payload)
    if (kept?.marker === marker && Date.now() - kept.at < maxAgeMs) return kept.value
    let reading = running.get(marker)
    if (!reading) {
      const at = Date.now()
      reading = overview(payload)
        .then((value) => {
          kept = { marker, at, value }
          return value
        })
        .finally(() => running.delete(marker))
      running.set(marker, reading)
    }
    return reading
  }
}
