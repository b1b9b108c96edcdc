import { and, asc, count, eq, isNotNull, isNull, notExists, or, sql } from '@payloadcms/db-postgres/drizzle'
import { createLocalReq, type Payload } from 'payload'

import { newsletterCampaignEmail, newsletterMail } from './emails/newsletter.ts'
import { dbOf, type Db } from '../database/db.ts'
import { shop_newsletter_deliveries as deliveries } from '../database/own-tables.ts'
import { newsletter_subscribers as subscribers, payload_jobs } from '../database/payload-schema.ts'
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
 * Takes up to a batch of the confirmed subscribers this campaign has not been sent to, in one
 * statement: the rows inserted, with their subscribers' addresses.
 */
function takeRecipients(db: Db, campaignId: number) {
  const taken = db.$with('taken').as(
    db
      .insert(deliveries)
      .select(
        db
          .select({
            campaign: sql<number>`${campaignId}`.as('campaign_id'),
            subscriber: subscribers.id,
            takenAt: sql<string>`now()`.as('taken_at'),
            sentAt: sql<string | null>`null`.as('sent_at'),
            error: sql<string | null>`null`.as('error'),
            job: sql<number | null>`null`.as('job_id'),
          })
          .from(subscribers)
          .where(
            and(
              eq(subscribers.status, 'confirmed'),
              notExists(
                db
                  .select({ one: sql`1` })
                  .from(deliveries)
                  .where(and(eq(deliveries.campaign, campaignId), eq(deliveries.subscriber, subscribers.id))),
              ),
            ),
          )
          .orderBy(asc(subscribers.id))
          .limit(batchSize),
      )
      .onConflictDoNothing()
      .returning({ subscriber: deliveries.subscriber }),
  )
  return db
    .with(taken)
    .select({ id: subscribers.id, email: subscribers.email })
    .from(taken)
    .innerJoin(subscribers, eq(subscribers.id, taken.subscriber))
    .orderBy(asc(subscribers.id))
}

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
    const rows = await takeRecipients(db, campaign.id)
    for (const recipient of rows) {
      const links = unsubscribeLinks(payload, recipient.id)
      const jobId = await queueEmail(req, newsletterMail(recipient.email, newsletterCampaignEmail(campaign, links.page), links.oneClick))
      await db
        .update(deliveries)
        .set({ job: jobId })
        .where(and(eq(deliveries.campaign, campaign.id), eq(deliveries.subscriber, recipient.id)))
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
  const db = await dbOf(payload)
  await db
    .update(deliveries)
    .set({
      sentAt: sql`${payload_jobs.completedAt}`,
      error: sql`case when ${payload_jobs.completedAt} is null then coalesce(${payload_jobs.error}->>'message', 'échec') end`,
    })
    .from(payload_jobs)
    .where(
      and(
        eq(deliveries.campaign, campaignId),
        eq(deliveries.job, payload_jobs.id),
        isNull(deliveries.sentAt),
        isNull(deliveries.error),
        or(isNotNull(payload_jobs.completedAt), sql`${payload_jobs.hasError}`),
      ),
    )
  const [counts = { sent: 0, failed: 0, waiting: 0 }] = await db
    .select({
      sent: count(deliveries.sentAt),
      failed: count(deliveries.error),
      waiting: sql<number>`count(*) filter (where ${and(isNotNull(deliveries.job), isNull(deliveries.sentAt), isNull(deliveries.error))})::int`,
    })
    .from(deliveries)
    .where(eq(deliveries.campaign, campaignId))
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
