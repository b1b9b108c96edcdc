import { useMutation } from '@tanstack/react-query'

import { adminLoginAnswerSchema, type AdminLoginAnswer, type AdminLoginBody } from '@shop/domain/dashboard'

import { apiClient, invalidResponse } from '../../../lib/api-client'

async function adminLogin(body: AdminLoginBody): Promise<AdminLoginAnswer> {
  const parsed = adminLoginAnswerSchema.safeParse(await apiClient.post('/api/admin-auth', body))
  if (!parsed.success) throw invalidResponse()
  return parsed.data
}

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin })
}
