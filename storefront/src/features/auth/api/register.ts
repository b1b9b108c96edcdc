import { useMutation } from '@tanstack/react-query'

import { successAnswerSchema } from '@shop/domain/answers'
import type { AuthValidationBody } from '@shop/domain/auth'

import { apiClient, invalidResponse } from '../../../lib/api-client'

type RegisterBody = Omit<Extract<AuthValidationBody, { action: 'register' }>, 'action'>

async function register(body: RegisterBody): Promise<void> {
  const parsed = successAnswerSchema.safeParse(await apiClient.post('/api/auth-validation', { action: 'register', ...body }))
  if (!parsed.success) throw invalidResponse()
}

export function useRegister() {
  return useMutation({ mutationFn: register })
}
