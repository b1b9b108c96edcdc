import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'

import { orderTrackingAnswerSchema, type OrderTrackingBody, type TrackedOrder } from '@shop/domain/orders'

import { ApiError, apiClient, invalidResponse } from '../../../lib/api-client'

/** A /suivi link naming one order: with its key (the confirmation e-mail) or for its signed-in customer. */
export type TrackingLink = { orderNumber: string; key: string | null }

/** The order the query proves access to (e-mail, key or session), or null when there is none (404). */
async function trackOrder(query: OrderTrackingBody, token?: string): Promise<TrackedOrder | null> {
  try {
    const parsed = orderTrackingAnswerSchema.safeParse(await apiClient.post('/api/order-tracking', query, { token }))
    if (!parsed.success) throw invalidResponse()
    return parsed.data.order
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/** The /suivi form: number and e-mail. */
export function useTrackOrder() {
  return useMutation({ mutationFn: (query: OrderTrackingBody) => trackOrder(query) })
}

/** A link's order: its key is the proof, else the session (no session, no query). */
function linkedOrderQueryOptions(link: TrackingLink, token: string | undefined) {
  const { orderNumber, key } = link
  return queryOptions({
    queryKey: ['orders', 'tracking', orderNumber, key ?? 'session'],
    queryFn: () => (key ? trackOrder({ orderNumber, key }) : trackOrder({ orderNumber }, token)),
    // A wrong key or someone else's order stays a 404: asking again would only spend attempts.
    retry: false,
  })
}

export function useLinkedOrder(link: TrackingLink | null, token: string | undefined) {
  const options = linkedOrderQueryOptions(link ?? { orderNumber: '', key: null }, token)
  return useQuery({ ...options, enabled: link !== null && (link.key !== null || token !== undefined) })
}
