import { queryOptions, useQuery } from '@tanstack/react-query'

import { faqListAnswerSchema, type Faq } from '@shop/domain/content'

import { apiClient, invalidResponse } from '../../../lib/api-client'

/** Every published FAQ entry, in the order staff gave them (drafts too in preview). */
export async function getFaqs({ preview }: { preview: boolean }, signal?: AbortSignal): Promise<Faq[]> {
  const body = await apiClient.get('/api/faqs', {
    query: {
      limit: 100,
      depth: 0,
      sort: 'position',
      select: { question: true, answer: true, category: true },
      draft: preview || undefined,
    },
    signal,
  })
  const parsed = faqListAnswerSchema.safeParse(body)
  if (!parsed.success) throw invalidResponse()
  return parsed.data.docs
}

export function faqsQueryOptions({ preview }: { preview: boolean }) {
  return queryOptions({
    queryKey: ['content', 'faqs', { preview }],
    queryFn: ({ signal }) => getFaqs({ preview }, signal),
  })
}

export function useFaqs({ preview }: { preview: boolean }) {
  return useQuery(faqsQueryOptions({ preview }))
}
