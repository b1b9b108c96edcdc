import { sql } from '@payloadcms/db-postgres/drizzle'
import { createLocalReq, type Payload } from 'payload'

import { newsletterCampaignEmail, newsletterMail } from './emails/newsletter.ts'
import { dbOf } from '../database/db.ts'
import { inTransaction } from '../lib/transaction.ts'
import { queueEmail } from '../mail/queue-email.ts'
import type { NewsletterCampaign } from '../payload-types.ts'
import { unsubscribeLinks } from './subscriptions.ts'

/** Recipients taken at a time, with their e-mails queued in the same transaction. */
const batchSize = 20
/** A round stops taking batches after this long, so that a stop is not held up; the next round goes on. */
const roundBudgetMs = 10_000

const asSend = { newsletterSend: true }

/**
 * Takes the next confirmed subscribers this campaign has not been sent to and queues their
 * e-mails, in one transaction. The row of (campaign, subscriber) is the proof: its primary key
 * lets a subscriber be taken once, even by two rounds overlapping on two instances, and it names
 * the e-mail's job, whose outcome `recordCounts` reads. Says how many were taken.
 */
async function queueNextRecipients(payload: Payload, campaign: NewsletterCampaign): Promise<number> {
  const req = await createLocalReq({}, payload)
  return inTransaction(req, async () => {
    const db = await dbOf(req)
    const { rows } = await db.execute<{ id: number; email: string }>(sql`
      with taken as (
        insert into shop_newsletter_deliveries (campaign_id, subscriber_id)
        select ${campaign.id}, s.id from newsletter_subscribers s
        where s.status = 'confirmed'
          and not exists (select 1 from shop_newsletter_deliveries d where d.campaign_id = ${campaign.id} and d.subscriber_id = s.id)
        order by s.id limit ${batchSize}
        on conflict do nothing
        returning subscriber_id)
      select s.id, s.email from taken join newsletter_subscribers s on s.id = taken.subscriber_id order by s.id`)
    for (const recipient of rows) {
      const links = unsubscribeLinks(payload, recipient.id)
      const jobId = await queueEmail(req, newsletterMail(recipient.email, newsletterCampaignEmail(campaign, links.page), links.oneClick))
      await db.execute(sql`
        update shop_newsletter_deliveries set job_id = ${jobId}
        where campaign_id = ${campaign.id} and subscriber_id = ${recipient.id}`)
    }
    return rows.length
  })
}

/**
 * Copies onto the deliveries the outcome of their e-mails that are settled (sent, or given up
 * with the reason), then counts them. A campaign that has taken all its recipients is sent once
 * none of its e-mails is still waiting for the mail server.
 */
async function recordCounts(payload: Payload, campaignId: number, allTaken: boolean): Promise<void> {
  await payload.db.pool.query(
    `update shop_newsletter_deliveries d
        set sent_at = j.completed_at, error = case when j.completed_at is null then coalesce(j.error->>'message', 'échec') end
       from payload_jobs j
      where d.campaign_id = $1 and d.job_id = j.id and d.sent_at is null and d.error is null
        and (j.completed_at is not null or j.has_error)`,
    [campaignId],
  )
  const { rows } = await payload.db.pool.query<{ sent: number; failed: number; waiting: number }>(
    `select count(sent_at)::int as sent, count(error)::int as failed,
            count(*) filter (where job_id is not null and sent_at is null and error is null)::int as waiting
       from shop_newsletter_deliveries where campaign_id = $1`,
    [campaignId],
  )
  const counts = rows[0] ?? { sent: 0, failed: 0, waiting: 0 }
  const finished = allTaken && counts.waiting === 0
  await payload.update({
    collection: 'newsletter-campaigns',
    id: campaignId,
    data: {
      sentCount: counts.sent,
      failedCount: counts.failed,
      ...(finished ? { status: 'sent' as const, sentAt: new Date().toISOString() } : { status: 'sending' as const }),
    },
    depth: 0,
    overrideAccess: true,
    context: asSend,
  })
}

/**
 * Queues the e-mails of the campaigns that are due, batch by batch, until the round's budget is
 * spent; a campaign left 'sending' goes on at the next round, and is marked sent once its e-mails
 * have left. Says how many e-mails were queued.
 */
export async function sendDueCampaigns(payload: Payload): Promise<number> {
  const stopAt = Date.now() + roundBudgetMs
  const { docs } = await payload.find({
    collection: 'newsletter-campaigns',
    where: {
      status: { in: ['scheduled', 'sending'] },
      or: [{ sendAt: { exists: false } }, { sendAt: { less_than_equal: new Date().toISOString() } }],
    },
    sort: 'sendAt',
    limit: 10,
    depth: 0,
    overrideAccess: true,
  })
  let count = 0
  for (const campaign of docs) {
    if (campaign.status === 'scheduled') await recordCounts(payload, campaign.id, false)
    for (;;) {
      if (Date.now() > stopAt) {
        await recordCounts(payload, campaign.id, false)
        return count
      }
      const queued = await queueNextRecipients(payload, campaign)
      if (queued === 0) break
      count += queued
    }
    await recordCounts(payload, campaign.id, true)
  }
  return count
}
