import { queryOptions, useQuery } from '@tanstack/react-query'

import { pageQueryKey } from '@shop/domain/page-queries'
import type { PublicReviews } from '@shop/domain/reviews'

import { invalidResponse } from '../../../lib/api-client'
import { getPageAnswer } from '../../../lib/page-answers'

/** Reads the answer of GET /api/reviews (the server's render gives the same one). */
export async function parseReviews(body: unknown): Promise<PublicReviews> {
  // The schema (and zod) come with the answer, not with the home page's first download.
  const { publicReviewsSchema } = await import('@shop/domain/reviews')
  const parsed = publicReviewsSchema.safeParse(body)
  if (!parsed.success) throw invalidResponse()
  return parsed.data
}

/** The customers' published reviews: average, count and the latest ones. */
async function getReviews(signal?: AbortSignal): Promise<PublicReviews> {
  return parseReviews(await getPageAnswer({ kind: 'reviews' }, signal))
}

function reviewsQueryOptions() {
  return queryOptions({ queryKey: pageQueryKey({ kind: 'reviews' }), queryFn: ({ signal }) => getReviews(signal), staleTime: 60_000 })
}

/** Nothing while loading or failed: the reviews are the page's extras. */
export function useReviews(): PublicReviews | undefined {
  return useQuery(reviewsQueryOptions()).data
}
