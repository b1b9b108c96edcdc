import { sessionCheckAnswerSchema, type SessionCheckAnswer } from '@shop/domain/session'

import { apiClient, invalidResponse } from '../../../lib/api-client'
import { sessionCheckCall } from './session-check-call'

/**
 * The profile check: answers the customer and renews the session to now + 24 h. No hook: the
 * session's lifecycle (stores/session-actions.ts) calls it outside React, on a timer.
 */
export async function checkSession(token: string): Promise<SessionCheckAnswer> {
  const parsed = sessionCheckAnswerSchema.safeParse(await apiClient.call(sessionCheckCall, { token }))
  if (!parsed.success) throw invalidResponse()
  return parsed.data
}
