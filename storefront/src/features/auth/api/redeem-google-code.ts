import { loginAnswerSchema, type LoginAnswer } from '@shop/domain/auth'

import { apiClient, invalidResponse } from '../../../lib/api-client'

/**
 * Trades the one-time code Google's callback left in the address for a session. The server gives
 * it only to the browser that started the sign-in (its flow cookie goes with this same-origin call).
 * No hook: the session's start (stores/session-actions.ts) calls it outside React.
 */
export async function redeemGoogleCode(code: string): Promise<LoginAnswer> {
  const parsed = loginAnswerSchema.safeParse(await apiClient.post('/api/auth/google/session', { code }))
  if (!parsed.success) throw invalidResponse()
  return parsed.data
}
