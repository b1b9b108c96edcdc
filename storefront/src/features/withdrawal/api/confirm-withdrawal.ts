import { useMutation } from '@tanstack/react-query'

import { withdrawalConfirmAnswerSchema, type WithdrawalConfirmAnswer } from '@shop/domain/withdrawal'

import { invalidResponse } from '../../../lib/api-client'
import { postWithdrawal, type WithdrawalRequest } from './withdrawal-request'

/** Second step, 'Confirmer la rétractation': recorded once, acknowledged by e-mail. */
async function confirmWithdrawal(request: WithdrawalRequest): Promise<WithdrawalConfirmAnswer> {
  const parsed = withdrawalConfirmAnswerSchema.safeParse(await postWithdrawal('confirm', request))
  if (!parsed.success) throw invalidResponse()
  return parsed.data
}

export function useConfirmWithdrawal() {
  return useMutation({ mutationFn: confirmWithdrawal })
}
