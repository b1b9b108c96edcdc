import { useMutation } from '@tanstack/react-query'

import { successAnswerSchema } from '@shop/domain/answers'
import type { OrderForm } from '@shop/domain/orders'

import { apiClient, invalidResponse } from '../../../lib/api-client'

/** The server's check of the order form (spec core §5) before the order is created. */
async function validateOrderForm(formData: OrderForm): Promise<void> {
  const parsed = successAnswerSchema.safeParse(await apiClient.post('/api/form-validation', { formType: 'order', formData }))
  if (!parsed.success) throw invalidResponse()
}

export function useValidateOrderForm() {
  return useMutation({ mutationFn: validateOrderForm })
}
