import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { normaliseSearchTerm, type AnalyticsEvent } from '@shop/domain/analytics'

import { parisToday } from '../overview/period.ts'

/** One more view (and visit) of a page, or one more search of a term, on today's Paris row. */
export async function recordEvent(payload: Payload, event: AnalyticsEvent): Promise<void> {
  const day = parisToday()
  if (event.type === 'page-view') {
    const visit = event.visit ? 1 : 0
    await payload.db.drizzle.execute(sql`
      insert into page_view_counts (day, path, views, visits) values (${day}, ${event.path}, 1, ${visit})
      on conflict (day, path) do update set views = page_view_counts.views + 1, visits = page_view_counts.visits + ${visit}, updated_at = now()`)
    return
  }
  const term = normaliseSearchTerm(event.term)
  if (term.length < 2) return
  const empty = event.results === 0 ? 1 : 0
  await payload.db.drizzle.execute(sql`
    insert into search_term_counts (day, term, searches, without_result) values (${day}, ${term}, 1, ${empty})
    on conflict (day, term) do update set searches = search_term_counts.searches + 1,
      without_result = search_term_counts.without_result + ${empty}, updated_at = now()`)
}
