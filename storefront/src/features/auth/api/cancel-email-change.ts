import { useMutation } from '@tanstack/react-query'

import { messageAnswerSchema } from '@shop/domain/answers'
import type { CancelEmailChangeBody } from '@shop/domain/auth'

import { apiClient, invalidResponse } from '../../../lib/api-client'

/** The link mailed to the current address stops a pending change; answers the text to show. */
async function cancelEmailChangeByLink(body: Required<CancelEmailChangeBody>): Promise<string> {
  const parsed = messageAnswerSchema.safeParse(await apiClient.post('/api/email-verification?action=cancel', body))
  if (!parsed.success) throw invalidResponse()
  return parsed.data.message
}

export function useCancelEmailChangeByLink() {
  return useMutation({ mutationFn: cancelEmailChangeByLink })
}
