import { queryOptions, useQuery } from '@tanstack/react-query'

import { consumerMediatorAnswerSchema, type ConsumerMediator } from '@shop/domain/content'

import { apiClient, invalidResponse } from '../../../lib/api-client'

/** The consumer mediator set in site-settings, or null while staff have named none. */
export async function getConsumerMediator({ preview }: { preview: boolean }, signal?: AbortSignal): Promise<ConsumerMediator | null> {
  const body = await apiClient.get('/api/globals/site-settings', {
    query: { depth: 0, select: { mediator: true }, draft: preview || undefined },
    signal,
  })
  return parseConsumerMediator(body)
}

/** The mediator of the site-settings answer (the server's render of a page gives the same one). */
export function parseConsumerMediator(body: unknown): ConsumerMediator | null {
  const parsed = consumerMediatorAnswerSchema.safeParse(body)
  if (!parsed.success) throw invalidResponse()
  return parsed.data.mediator?.name ? parsed.data.mediator : null
}

export function consumerMediatorQueryOptions({ preview }: { preview: boolean }) {
  return queryOptions({
    queryKey: ['content', 'consumer-mediator', { preview }],
    queryFn: ({ signal }) => getConsumerMediator({ preview }, signal),
  })
}

export function useConsumerMediator({ preview }: { preview: boolean }) {
  return useQuery(consumerMediatorQueryOptions({ preview }))
}
