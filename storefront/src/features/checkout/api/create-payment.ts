import { useMutation } from '@tanstack/react-query'

import { createPaymentAnswerSchema, type CreatePaymentAnswer, type CreatePaymentBody } from '@shop/domain/orders'

import { apiClient, invalidResponse } from '../../../lib/api-client'

/** Creates the order and its payment page; with a session token the order is the customer's. */
async function createPayment(body: CreatePaymentBody, token?: string): Promise<CreatePaymentAnswer> {
  const parsed = createPaymentAnswerSchema.safeParse(await apiClient.post('/api/create-payment', body, { token }))
  if (!parsed.success) throw invalidResponse()
  return parsed.data
}

export function useCreatePayment(token?: string) {
  return useMutation({ mutationFn: (body: CreatePaymentBody) => createPayment(body, token) })
}
