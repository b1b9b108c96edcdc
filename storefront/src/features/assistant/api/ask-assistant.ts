import { useMutation } from '@tanstack/react-query'

import { assistantAnswerSchema, type AssistantAnswer } from '@shop/domain/assistant'

import { apiClient, invalidResponse } from '../../../lib/api-client'

async function askAssistant(question: string): Promise<AssistantAnswer> {
  const parsed = assistantAnswerSchema.safeParse(await apiClient.get('/api/assistant', { query: { q: question } }))
  if (!parsed.success) throw invalidResponse()
  return parsed.data
}

export function useAskAssistant() {
  return useMutation({ mutationFn: askAssistant })
}
