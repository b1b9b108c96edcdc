import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import type { Overview } from '@shop/domain/dashboard'

import { overview } from './overview.ts'

/** Beyond this age a kept overview is read again even when nothing seems to have changed. */
const maxAgeMs = 5_000

/**
 * What the overview depends on, read in one cheap statement (indexes only): the latest order
 * written, the latest ticket written and how many there are (tickets may be deleted), the latest
 * backup recorded, and the Paris day (the 30-day window moves at midnight). Orders are never deleted.
 */
async function changeMarker(payload: Payload): Promise<string> {
  const { rows } = await payload.db.drizzle.execute<Record<string, unknown>>(sql`
    select (select max(id) from orders) as last_order, (select max(updated_at) from orders) as order_write,
      (select max(updated_at) from tickets) as ticket_write, (select count(*) from tickets) as tickets,
      (select max(id) from backups) as last_backup,
      (now() at time zone 'Europe/Paris')::date as day`)
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
