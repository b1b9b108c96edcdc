import { queryOptions, useQuery } from '@tanstack/react-query'

import { faqListAnswerSchema, type Faq } from '@shop/domain/content'
import type { FaqPage } from '@shop/domain/content-pages'
import { pageQueryKey } from '@shop/domain/page-queries'

import { invalidResponse } from '../../../lib/api-client'
import { getPageAnswer } from '../../../lib/page-answers'

type FaqQuery = { page: FaqPage; preview: boolean }

/** The published FAQ entries of one page, in the order staff gave them (drafts too in preview). */
async function getFaqs({ page, preview }: FaqQuery, signal?: AbortSignal): Promise<Faq[]> {
  return parseFaqs(await getPageAnswer({ kind: 'faqs', page, preview }, signal))
}

/** The answer of GET /api/faqs (the server's render of a page gives the same one). */
export function parseFaqs(body: unknown): Faq[] {
  const parsed = faqListAnswerSchema.safeParse(body)
  if (!parsed.success) throw invalidResponse()
  return parsed.data.docs
}

function faqsQueryOptions(query: FaqQuery) {
  return queryOptions({
    queryKey: pageQueryKey({ kind: 'faqs', ...query }),
    queryFn: ({ signal }) => getFaqs(query, signal),
  })
}

export function useFaqs(query: FaqQuery) {
  return useQuery(faqsQueryOptions(query))
}
