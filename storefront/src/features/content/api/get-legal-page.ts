import { queryOptions, useQuery } from '@tanstack/react-query'

import type { LegalPageSlug } from '@shop/domain/catalogue'
import { legalPageListAnswerSchema, type LegalPage } from '@shop/domain/content'
import { pageQueryKey } from '@shop/domain/page-queries'

import { invalidResponse } from '../../../lib/api-client'
import { getPageAnswer } from '../../../lib/page-answers'

/** One legal page with its sections as safe HTML; null when it is not published. */
async function getLegalPage(slug: LegalPageSlug, { preview }: { preview: boolean }, signal?: AbortSignal): Promise<LegalPage | null> {
  return parseLegalPage(await getPageAnswer({ kind: 'legal-page', slug, preview }, signal))
}

/** The answer of GET /api/legal-pages for one slug (the server's render of the page gives the same one). */
export function parseLegalPage(body: unknown): LegalPage | null {
  const parsed = legalPageListAnswerSchema.safeParse(body)
  if (!parsed.success) throw invalidResponse()
  return parsed.data.docs[0] ?? null
}

function legalPageQueryOptions(slug: LegalPageSlug, { preview }: { preview: boolean }) {
  return queryOptions({
    queryKey: pageQueryKey({ kind: 'legal-page', slug, preview }),
    queryFn: ({ signal }) => getLegalPage(slug, { preview }, signal),
  })
}

export function useLegalPage(slug: LegalPageSlug, { preview }: { preview: boolean }) {
  return useQuery(legalPageQueryOptions(slug, { preview }))
}
