import { useMutation, useQueryClient } from '@tanstack/react-query'

import { dashboardOrderAnswerSchema, type DashboardOrder } from '@shop/domain/dashboard'
import type { ReviewRemovalBody } from '@shop/domain/reviews'

import { apiClient, invalidResponse } from '../../../lib/api-client'
import { withAdminToken } from './admin-token'
import { orderQueryOptions } from './get-order'

/** `POST /api/dashboard/orders/:id/review-removal`: the order's published review taken off the site, for a stated reason. */
async function removeReview(id: number, body: ReviewRemovalBody): Promise<DashboardOrder> {
  const parsed = dashboardOrderAnswerSchema.safeParse(
    await apiClient.post(`/api/dashboard/orders/${id}/review-removal`, body, withAdminToken()),
  )
  if (!parsed.success) throw invalidResponse()
  return parsed.data.order
}

export function useRemoveReview(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ReviewRemovalBody) => removeReview(id, body),
    onSuccess: (order) => queryClient.setQueryData(orderQueryOptions(id).queryKey, order),
  })
}
