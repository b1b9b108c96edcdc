import { useMutation } from '@tanstack/react-query'

import { loginAnswerSchema, type AuthValidationBody, type LoginAnswer } from '@shop/domain/auth'

import { apiClient, invalidResponse } from '../../../lib/api-client'

type LoginBody = Omit<Extract<AuthValidationBody, { action: 'login' }>, 'action'>

async function login(body: LoginBody): Promise<LoginAnswer> {
  const parsed = loginAnswerSchema.safeParse(await apiClient.post('/api/auth-validation', { action: 'login', ...body }))
  if (!parsed.success) throw invalidResponse()
  return parsed.data
}

export function useLogin() {
  return useMutation({ mutationFn: login })
}
