import { useMutation } from '@tanstack/react-query'

import { loginAnswerSchema, type ClaimAccountBody, type LoginAnswer } from '@shop/domain/auth'

import { apiClient, invalidResponse } from '../../../lib/api-client'

/** The mailbox's owner chooses the account's password; answered like a login. */
async function claimAccount(body: ClaimAccountBody): Promise<LoginAnswer> {
  const parsed = loginAnswerSchema.safeParse(await apiClient.post('/api/email-verification?action=claim', body))
  if (!parsed.success) throw invalidResponse()
  return parsed.data
}

export function useClaimAccount() {
  return useMutation({ mutationFn: claimAccount })
}
