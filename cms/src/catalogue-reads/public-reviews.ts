import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { reviewerName, reviewRules } from '@shop/domain/review-policy'
import type { PublicReviews } from '@shop/domain/reviews'

import { env } from '../lib/env.ts'

/** A review the pages may show: consented to, rated, not removed by staff (orders_reviews_published_idx). */
const publishedReview = sql`o.satisfaction_published and o.satisfaction_removed_at is null and o.satisfaction_rated_at is not null`

/**
 * The published reviews as every page shows them (`GET /api/reviews`, the pages' HTML): their
 * average and count, and the latest few, newest first. Only the first name and initial leave
 * the server: never the order, the e-mail or the full name. Kept by the catalogue cache with
 * the CMS texts; every change of what is public announces 'content'.
 */
export async function loadPublicReviews(payload: Payload): Promise<PublicReviews> {
  const db = payload.db.drizzle
  const [totals, latest] = await Promise.all([
    db.execute<{ average: string | null; count: number }>(sql`
      select round(avg(o.satisfaction_rating), 1)::text as average, count(*)::int as count from orders o where ${publishedReview}`),
    db.execute<{ name: string; rating: number; comment: string | null; rated_at: Date | string }>(sql`
      select o.name, o.satisfaction_rating::int as rating, o.satisfaction_comment as comment, o.satisfaction_rated_at as rated_at
      from orders o where ${publishedReview}
      order by o.satisfaction_rated_at desc, o.id desc limit ${reviewRules.latestShown}`),
  ])
  const { average, count } = totals.rows[0] ?? { average: null, count: 0 }
  return {
    average: average === null ? null : Number(average),
    count,
    keptMonths: env().REVIEW_KEPT_MONTHS,
    latest: latest.rows.map((row) => ({
      author: reviewerName(row.name),
      rating: row.rating,
      comment: row.comment,
      date: new Date(row.rated_at).toISOString(),
    })),
  }
}
