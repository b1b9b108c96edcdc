import { useMutation } from '@tanstack/react-query'

import { satisfactionAnswerSchema, type SatisfactionAnswer, type SatisfactionBody } from '@shop/domain/satisfaction'

import { apiClient, invalidResponse } from '../../../lib/api-client'

/** `POST /api/satisfaction {token, comment?}`: the link's rating recorded, with the comment when one is sent. */
async function recordRating(body: SatisfactionBody): Promise<SatisfactionAnswer> {
  const parsed = satisfactionAnswerSchema.safeParse(await apiClient.post('/api/satisfaction', body))
  if (!parsed.success) throw invalidResponse()
  return parsed.data
}

export function useRecordRating() {
  return useMutation({ mutationFn: recordRating })
}
