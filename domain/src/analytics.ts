import * as z from 'zod'

/**
 * The storefront's own first-party counter (`POST /api/analytics/events`): sent only once the
 * visitor accepted audience measurement, stored as daily counts per page and per search term,
 * without an address, an identifier or a cookie. `visit` marks the first page of a browser
 * session (sessionStorage), the basis of the conversion rate.
 */
export const analyticsEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('page-view'),
    path: z
      .string()
      .max(120)
      .regex(/^\/[a-z0-9\-/]*$/),
    visit: z.boolean(),
  }),
  z.object({
    type: z.literal('search'),
    term: z.string().trim().min(2).max(80),
    results: z.number().int().min(0).max(10_000),
  }),
])
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>

/** One spelling per searched term: case, accents and spacing aside. */
export function normaliseSearchTerm(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()
}
