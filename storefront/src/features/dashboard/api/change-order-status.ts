import { useMutation, useQueryClient } from '@tanstack/react-query'

import { dashboardOrderAnswerSchema, dashboardOrderSchema, type DashboardOrder, type OrderStatusBody } from '@shop/domain/dashboard'

import { ApiError, apiClient, invalidResponse } from '../../../lib/api-client'
import { withAdminToken } from './admin-token'
import { orderQueryOptions } from './get-order'

/** A refused change (409) carries the order as it now is: the page shows that one. */
class OrderConflict extends ApiError {
  readonly order: DashboardOrder

  constructor(error: ApiError, order: DashboardOrder) {
    super(error.status, error.message, { details: error.details, fromServer: true })
    this.order = order
  }
}

async function changeOrderStatus(id: number, body: OrderStatusBody): Promise<DashboardOrder> {
  try {
    const parsed = dashboardOrderAnswerSchema.safeParse(await apiClient.post(`/api/dashboard/orders/${id}/status`, body, withAdminToken()))
    if (!parsed.success) throw invalidResponse()
    return parsed.data.order
  } catch (error) {
    const fresh = error instanceof ApiError && error.status === 409 ? dashboardOrderSchema.safeParse(error.body?.order) : null
    if (error instanceof ApiError && fresh?.success) throw new OrderConflict(error, fresh.data)
    throw error
  }
}

export function useChangeOrderStatus(id: number) {
  const queryClient = useQueryClient()
  const refresh = (order: DashboardOrder) => {
    queryClient.setQueryData(orderQueryOptions(id).queryKey, order)
    void queryClient.invalidateQueries({
      queryKey: ['dashboard'],
      predicate: (query) => query.queryKey[1] !== 'order' && query.queryKey[1] !== 'verify',
    })
  }
  return useMutation({
    mutationFn: (body: OrderStatusBody) => changeOrderStatus(id, body),
    onSuccess: refresh,
    onError: (error) => {
      if (error instanceof OrderConflict) refresh(error.order)
    },
  })
}
