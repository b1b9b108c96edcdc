import { useMutation, useQueryClient } from '@tanstack/react-query'

import { successAnswerSchema } from '@shop/domain/answers'

import { apiClient, invalidResponse } from '../../../lib/api-client'
import { clientOrdersQueryOptions } from './get-client-orders'

/** Only before dispatch (pending or confirmed); the server refuses it otherwise with its reason. */
async function cancelOrder(token: string, orderId: string): Promise<void> {
  const body = await apiClient.post('/api/get-client-orders', { orderId }, { query: { action: 'cancel' }, token })
  if (!successAnswerSchema.safeParse(body).success) throw invalidResponse()
}

/** After a cancellation the list is read again (spec core §4): its status comes from the server. */
export function useCancelOrder(token: string, clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (orderId: string) => cancelOrder(token, orderId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientOrdersQueryOptions(token, clientId).queryKey }),
  })
}
