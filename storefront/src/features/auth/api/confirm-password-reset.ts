import { useMutation } from '@tanstack/react-query'

import { successAnswerSchema } from '@shop/domain/answers'

import { apiClient, invalidResponse } from '../../../lib/api-client'

type PasswordResetConfirmation = { token: string; newPassword: string }

async function confirmPasswordReset({ token, newPassword }: PasswordResetConfirmation): Promise<void> {
  const body = await apiClient.post('/api/password-reset', { action: 'confirm_reset', token, newPassword })
  if (!successAnswerSchema.safeParse(body).success) throw invalidResponse()
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset })
}
