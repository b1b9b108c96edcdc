import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { normaliseSearchTerm, type AnalyticsEvent } from '@shop/domain/analytics'

import { dbOf } from '../../database/db.ts'
import { page_view_counts, search_term_counts } from '../../database/payload-schema.ts'
import { parisToday } from '../overview/period.ts'

/** One more view (and visit) of a page, or one more search of a term, on today's Paris row. */
export async function recordEvent(payload: Payload, event: AnalyticsEvent): Promise<void> {
  const db = await dbOf(payload)
  const day = parisToday()
  if (event.type === 'page-view') {
    const visit = event.visit ? 1 : 0
    await db
      .insert(page_view_counts)
      .values({ day, path: event.path, views: 1, visits: visit })
      .onConflictDoUpdate({
        target: [page_view_counts.day, page_view_counts.path],
        set: { views: sql`${page_view_counts.views} + 1`, visits: sql`${page_view_counts.visits} + ${visit}`, updatedAt: sql`now()` },
      })
    return
  }
  const term = normaliseSearchTerm(event.term)
  if (term.length < 2) return
  const empty = event.results === 0 ? 1 : 0
  await db
    .insert(search_term_counts)
    .values({ day, term, searches: 1, withoutResult: empty })
    .onConflictDoUpdate({
      target: [search_term_counts.day, search_term_counts.term],
      set: {
        searches: sql`${search_term_counts.searches} + 1`,
        withoutResult: sql`${search_term_counts.withoutResult} + ${empty}`,
        updatedAt: sql`now()`,
      },
    })
}
