import type { Payload } from 'payload'

import { newsletterCampaignEmail, newsletterMail } from '../emails/newsletter.ts'
import { mailer } from '../lib/mail.ts'
import type { NewsletterCampaign } from '../payload-types.ts'
import { unsubscribeLinks } from './subscriptions.ts'

/** Recipients taken at a time: what a crash in the middle may leave unsent, never sent twice. */
const batchSize = 20
/** A round stops taking batches after this long, so that a stop is not held up; the next round goes on. */
const roundBudgetMs = 10_000

const asSend = { newsletterSend: true }

/**
 * Takes the next confirmed subscribers this campaign has not been sent to, in one statement. The
 * row of (campaign, subscriber) is the proof of the send: its primary key lets a subscriber be
 * taken once, even by two rounds overlapping on two instances.
 */
async function takeRecipients(payload: Payload, campaignId: number): Promise<{ id: number; email: string }[]> {
  const { rows } = await payload.db.pool.query<{ id: number; email: string }>(
    `with taken as (
       insert into shop_newsletter_deliveries (campaign_id, subscriber_id)
       select $1, s.id from newsletter_subscribers s
       where s.status = 'confirmed'
         and not exists (select 1 from shop_newsletter_deliveries d where d.campaign_id = $1 and d.subscriber_id = s.id)
       order by s.id limit $2
       on conflict do nothing
       returning subscriber_id)
     select s.id, s.email from taken join newsletter_subscribers s on s.id = taken.subscriber_id order by s.id`,
    [campaignId, batchSize],
  )
  return rows
}

async function sendTo(payload: Payload, campaign: NewsletterCampaign, recipient: { id: number; email: string }): Promise<boolean> {
  const links = unsubscribeLinks(payload, recipient.id)
  const sent = await mailer()
    .send(newsletterMail(recipient.email, newsletterCampaignEmail(campaign, links.page), links.oneClick))
    .then(
      () => null,
      (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500),
    )
  await payload.db.pool.query(
    'update shop_newsletter_deliveries set sent_at = case when $3::text is null then now() end, error = $3 where campaign_id = $1 and subscriber_id = $2',
    [campaign.id, recipient.id, sent],
  )
  return sent === null
}

async function recordCounts(payload: Payload, campaignId: number, finished: boolean): Promise<void> {
  const { rows } = await payload.db.pool.query<{ sent: number; failed: number }>(
    `select count(sent_at)::int as sent, count(error)::int as failed from shop_newsletter_deliveries where campaign_id = $1`,
    [campaignId],
  )
  const counts = rows[0] ?? { sent: 0, failed: 0 }
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
 * Sends the campaigns that are due, batch by batch, until the round's budget is spent; a
 * campaign left 'sending' goes on at the next round. Says how many e-mails left.
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
      const recipients = await takeRecipients(payload, campaign.id)
      if (recipients.length === 0) break
      for (const recipient of recipients) if (await sendTo(payload, campaign, recipient)) count += 1
    }
    await recordCounts(payload, campaign.id, true)
  }
  return count
}
