import { queryOptions, useQuery } from '@tanstack/react-query'

import { consumerMediatorAnswerSchema, type ConsumerMediator } from '@shop/domain/content'
import { pageQueryKey } from '@shop/domain/page-queries'

import { invalidResponse } from '../../../lib/api-client'
import { getPageAnswer } from '../../../lib/page-answers'

/** The consumer mediator set in site-settings, or null while staff have named none. */
async function getConsumerMediator({ preview }: { preview: boolean }, signal?: AbortSignal): Promise<ConsumerMediator | null> {
  return parseConsumerMediator(await getPageAnswer({ kind: 'consumer-mediator', preview }, signal))
}

/** The mediator of the site-settings answer (the server's render of a page gives the same one). */
export function parseConsumerMediator(body: unknown): ConsumerMediator | null {
  const parsed = consumerMediatorAnswerSchema.safeParse(body)
  if (!parsed.success) throw invalidResponse()
  return parsed.data.mediator?.name ? parsed.data.mediator : null
}

function consumerMediatorQueryOptions({ preview }: { preview: boolean }) {
  return queryOptions({
    queryKey: pageQueryKey({ kind: 'consumer-mediator', preview }),
    queryFn: ({ signal }) => getConsumerMediator({ preview }, signal),
  })
}

export function useConsumerMediator({ preview }: { preview: boolean }) {
  return useQuery(consumerMediatorQueryOptions({ preview }))
}
