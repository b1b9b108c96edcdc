import { createLocalReq, type Payload } from 'payload'

import { deleteClaimPhotos } from './claim-photos.ts'
import { inTransaction } from '../lib/transaction.ts'

type Expired = { tickets: number[]; photos: number[]; subscribers: number[] }

/**
 * What the retention period of site-settings lets go: tickets sent before it with their photos,
 * newsletter sign-ups untouched since (the privacy policy counts from the last interaction), and
 * photos no ticket holds (a claim whose storing failed half-way) older than a day.
 */
async function expiredSubmissions(payload: Payload, months: number, now: Date): Promise<Expired> {
  const cutoff = `$1::timestamptz - make_interval(months => $2)`
  const ids = async (text: string, values: unknown[]) =>
    (await payload.db.pool.query<{ id: number }>(text, values)).rows.map((row) => row.id)
  const tickets = await ids(`select id from tickets where created_at < ${cutoff} order by id`, [now.toISOString(), months])
  const photos = await ids(
    `select distinct p.id from claim_photos p left join tickets_rels r on r.claim_photos_id = p.id
     where (r.parent_id = any($1::int[])) or (r.id is null and p.created_at < $2::timestamptz - interval '1 day') order by p.id`,
    [tickets, now.toISOString()],
  )
  const subscribers = await ids(`select id from newsletter_subscribers where updated_at < ${cutoff} order by id`, [
    now.toISOString(),
    months,
  ])
  return { tickets, photos, subscribers }
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
