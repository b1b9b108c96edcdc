import { useMutation } from '@tanstack/react-query'

import { successAnswerSchema } from '@shop/domain/answers'

import { apiClient, invalidResponse } from '../../../lib/api-client'

async function requestPasswordReset(email: string): Promise<void> {
  const parsed = successAnswerSchema.safeParse(await apiClient.post('/api/auth-validation', { action: 'reset_password', email }))
  if (!parsed.success) throw invalidResponse()
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset })
}
