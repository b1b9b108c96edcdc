import { useMutation } from '@tanstack/react-query'

import { withdrawalSummaryAnswerSchema, type WithdrawalSummary } from '@shop/domain/withdrawal'

import { invalidResponse } from '../../../lib/api-client'
import { postWithdrawal, type WithdrawalRequest } from './withdrawal-request'

/** First step: the order as it will be withdrawn from, and whether it already was. */
async function getWithdrawalSummary(request: WithdrawalRequest): Promise<WithdrawalSummary> {
  const parsed = withdrawalSummaryAnswerSchema.safeParse(await postWithdrawal('summary', request))
  if (!parsed.success) throw invalidResponse()
  return parsed.data.withdrawal
}

export function useWithdrawalSummary() {
  return useMutation({ mutationFn: getWithdrawalSummary })
}
