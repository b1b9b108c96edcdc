import { useMutation } from '@tanstack/react-query'

import { orderSupportAnswerSchema, type OrderSupportBody } from '@shop/domain/orders'

import { apiClient, invalidResponse } from '../../../lib/api-client'

/** The 'Contacter le support' message of /suivi; answers the reference of the ticket. */
async function sendSupportMessage(body: OrderSupportBody): Promise<string> {
  const parsed = orderSupportAnswerSchema.safeParse(await apiClient.post('/api/forms/order-support', body))
  if (!parsed.success) throw invalidResponse()
  return parsed.data.reference
}

export function useSendSupportMessage() {
  return useMutation({ mutationFn: sendSupportMessage })
}
