import { useMutation } from '@tanstack/react-query'

import { messageAnswerSchema } from '@shop/domain/answers'

import { apiClient, invalidResponse } from '../../../lib/api-client'

/** A new confirmation link to the signed-in customer's address; answers the text to show. */
async function resendVerification(token: string): Promise<string> {
  const parsed = messageAnswerSchema.safeParse(await apiClient.post('/api/email-verification?action=resend', {}, { token }))
  if (!parsed.success) throw invalidResponse()
  return parsed.data.message
}

export function useResendVerification(token: string) {
  return useMutation({ mutationFn: () => resendVerification(token) })
}
