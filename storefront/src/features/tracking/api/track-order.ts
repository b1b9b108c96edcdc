import { useMutation } from '@tanstack/react-query'

import { orderTrackingAnswerSchema, type OrderTrackingBody, type TrackedOrder } from '@shop/domain/orders'

import { ApiError, apiClient, invalidResponse } from '../../../lib/api-client'

/** The order matching both the number and the e-mail, or null when there is none (404). */
export async function trackOrder(query: OrderTrackingBody): Promise<TrackedOrder | null> {
  try {
    const parsed = orderTrackingAnswerSchema.safeParse(await apiClient.post('/api/order-tracking', query))
    if (!parsed.success) throw invalidResponse()
    return parsed.data.order
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

export function useTrackOrder() {
  return useMutation({ mutationFn: trackOrder })
}
