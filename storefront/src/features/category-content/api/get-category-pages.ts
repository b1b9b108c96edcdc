import { queryOptions, useQuery } from '@tanstack/react-query'

import type { CategoryPages } from '@shop/domain/category-pages'
import { pageQueryKey } from '@shop/domain/page-queries'

import { invalidResponse } from '../../../lib/api-client'
import { getPageAnswer } from '../../../lib/page-answers'
import { usePreview } from '../../../hooks/use-preview'

type CategoryPagesQuery = { preview: boolean }

/** Reads the answer of GET /api/globals/category-pages (the server's render gives the same one). */
export async function parseCategoryPages(body: unknown): Promise<CategoryPages> {
  // The schema (and zod) come with the answer, not with the home page's first download.
  const { categoryPagesSchema } = await import('@shop/domain/category-pages')
  const parsed = categoryPagesSchema.safeParse(body)
  if (!parsed.success) throw invalidResponse()
  return parsed.data
}

/** The sections around the catalogue, as published in the CMS, or their draft in preview. */
async function getCategoryPages({ preview }: CategoryPagesQuery, signal?: AbortSignal): Promise<CategoryPages> {
  return parseCategoryPages(await getPageAnswer({ kind: 'category-pages', preview }, signal))
}

function categoryPagesQueryOptions(query: CategoryPagesQuery) {
  return queryOptions({
    queryKey: pageQueryKey({ kind: 'category-pages', ...query }),
    queryFn: ({ signal }) => getCategoryPages(query, signal),
    staleTime: 60_000,
  })
}

/** Nothing while loading or failed: the sections are the page's extras, the catalogue stays usable. */
export function useCategoryPages(): CategoryPages | undefined {
  return useQuery(categoryPagesQueryOptions({ preview: usePreview() })).data
}
