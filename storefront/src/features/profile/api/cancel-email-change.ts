import { useMutation, useQueryClient } from '@tanstack/react-query'

import { messageAnswerSchema } from '@shop/domain/answers'

import { apiClient, invalidResponse } from '../../../lib/api-client'
import { clientProfileQueryOptions } from './get-client-profile'

/** Drops the signed-in customer's pending change of address; answers the text to show. */
async function cancelEmailChange(token: string): Promise<string> {
  const parsed = messageAnswerSchema.safeParse(await apiClient.post('/api/email-verification?action=cancel', {}, { token }))
  if (!parsed.success) throw invalidResponse()
  return parsed.data.message
}

export function useCancelEmailChange(token: string, clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => cancelEmailChange(token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientProfileQueryOptions(token, clientId).queryKey }),
  })
}
