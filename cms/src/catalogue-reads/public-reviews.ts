import { and, count, desc, isNotNull, isNull, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { reviewerName, reviewRules } from '@shop/domain/review-policy'
import type { PublicReviews } from '@shop/domain/reviews'

import { dbOf } from '../database/db.ts'
import { orders } from '../database/payload-schema.ts'
import { env } from '../lib/env.ts'

/** A review the pages may show: consented to, rated, not removed by staff (orders_reviews_published_idx). */
const publishedReview = and(
  sql`${orders.satisfaction_published}`,
  isNull(orders.satisfaction_removedAt),
  isNotNull(orders.satisfaction_ratedAt),
)

/**
 * The published reviews as every page shows them (`GET /api/reviews`, the pages' HTML): their
 * average and count, and the latest few, newest first. Only the first name and initial leave
 * the server: never the order, the e-mail or the full name. Kept by the catalogue cache with
 * the CMS texts; every change of what is public announces 'content'.
 */
export async function loadPublicReviews(payload: Payload): Promise<PublicReviews> {
  const db = await dbOf(payload)
  const [[totals], latest] = await Promise.all([
    db
      .select({ average: sql<string | null>`round(avg(${orders.satisfaction_rating}), 1)::text`, count: count() })
      .from(orders)
      .where(publishedReview),
    db
      .select({
        name: orders.name,
        // Both set on every published review: its stars, whole, and its date.
        rating: sql<number>`${orders.satisfaction_rating}::int`,
        comment: orders.satisfaction_comment,
        ratedAt: sql<string>`${orders.satisfaction_ratedAt}`,
      })
      .from(orders)
      .where(publishedReview)
      .orderBy(desc(orders.satisfaction_ratedAt), desc(orders.id))
      .limit(reviewRules.latestShown),
  ])
  const average = totals?.average ?? null
  return {
    average: average === null ? null : Number(average),
    count: totals?.count ?? 0,
    keptMonths: env().REVIEW_KEPT_MONTHS,
    latest: latest.map((row) => ({
      author: reviewerName(row.name),
      rating: row.rating,
      comment: row.comment,
      date: new Date(row.ratedAt).toISOString(),
    })),
  }
}
