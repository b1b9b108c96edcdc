import { useMutation } from '@tanstack/react-query'

import { messageAnswerSchema } from '@shop/domain/answers'
import type { ChangePasswordBody } from '@shop/domain/auth'

import { apiClient, invalidResponse } from '../../../lib/api-client'

/** The new password, with the current one; the server signs the other devices out. */
async function changePassword(token: string, body: ChangePasswordBody): Promise<string> {
  const parsed = messageAnswerSchema.safeParse(await apiClient.post('/api/profile-management?action=change-password', body, { token }))
  if (!parsed.success) throw invalidResponse()
  return parsed.data.message
}

export function useChangePassword(token: string) {
  return useMutation({ mutationFn: (body: ChangePasswordBody) => changePassword(token, body) })
}
