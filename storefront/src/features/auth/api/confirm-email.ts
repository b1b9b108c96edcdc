import { useMutation } from '@tanstack/react-query'

import { confirmEmailAnswerSchema, type ConfirmEmailAnswer } from '@shop/domain/auth'

import { apiClient, invalidResponse } from '../../../lib/api-client'

/** The verification link's token, with the session when there is one: the server decides whether that proves enough. */
async function confirmEmail({ token, sessionToken }: { token: string; sessionToken?: string }): Promise<ConfirmEmailAnswer['status']> {
  const body = await apiClient.post('/api/email-verification?action=confirm', { token }, { token: sessionToken })
  const parsed = confirmEmailAnswerSchema.safeParse(body)
  if (!parsed.success) throw invalidResponse()
  return parsed.data.status
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail })
}
