import { and, asc, eq, inArray, isNull, lt, or, sql } from '@payloadcms/db-postgres/drizzle'
import { createLocalReq, type Payload } from 'payload'

import { dbOf } from '../database/db.ts'
import { claim_photos, newsletter_subscribers, tickets, tickets_rels } from '../database/payload-schema.ts'
import { inTransaction } from '../lib/transaction.ts'
import { deleteClaimPhotos } from './claim-photos.ts'

type Expired = { tickets: number[]; photos: number[]; subscribers: number[] }

/**
 * What the retention period of site-settings lets go: tickets sent before it with their photos,
 * newsletter sign-ups untouched since (the privacy policy counts from the last interaction), and
 * photos no ticket holds (a claim whose storing failed half-way) older than a day.
 */
async function expiredSubmissions(payload: Payload, months: number, now: Date): Promise<Expired> {
  const db = await dbOf(payload)
  const at = now.toISOString()
  const cutoff = sql`${at}::timestamptz - make_interval(months => ${months})`
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id)
  const expiredTickets = ids(
    await db.select({ id: tickets.id }).from(tickets).where(lt(tickets.createdAt, cutoff)).orderBy(asc(tickets.id)),
  )
  const photos = ids(
    await db
      .selectDistinct({ id: claim_photos.id })
      .from(claim_photos)
      .leftJoin(tickets_rels, eq(tickets_rels['claim-photosID'], claim_photos.id))
      .where(
        or(
          inArray(tickets_rels.parent, expiredTickets),
          and(isNull(tickets_rels.id), lt(claim_photos.createdAt, sql`${at}::timestamptz - interval '1 day'`)),
        ),
      )
      .orderBy(asc(claim_photos.id)),
  )
  const subscribers = ids(
    await db
      .select({ id: newsletter_subscribers.id })
      .from(newsletter_subscribers)
      .where(lt(newsletter_subscribers.updatedAt, cutoff))
      .orderBy(asc(newsletter_subscribers.id)),
  )
  return { tickets: expiredTickets, photos, subscribers }
}

/**
 * Deletes expired submissions in one transaction (tickets, sign-ups, then photos with their files),
 * so nobody reads a half-done purge. The chores queue runs it on one instance at a time.
 */
export async function purgeOldSubmissions(payload: Payload, now = new Date()): Promise<Expired> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const expired = await expiredSubmissions(payload, settings.submissionRetentionMonths, now)
  // Most runs find nothing: no transaction for them.
  if (!expired.tickets.length && !expired.subscribers.length && !expired.photos.length) return expired
  const req = await createLocalReq({}, payload)
  await inTransaction(req, async () => {
    if (expired.tickets.length)
      await payload.delete({ collection: 'tickets', where: { id: { in: expired.tickets } }, overrideAccess: true, req })
    if (expired.subscribers.length) {
      const where = { id: { in: expired.subscribers } }
      await payload.delete({ collection: 'newsletter-subscribers', where, overrideAccess: true, req })
    }
    await deleteClaimPhotos(payload, expired.photos, req)
  })
  return expired
}
