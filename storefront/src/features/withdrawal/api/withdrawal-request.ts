import type { CustomerWithdrawalBody, GuestWithdrawalBody } from '@shop/domain/withdrawal'

import { apiClient } from '../../../lib/api-client'

/** Who names the order: a guest by its number and e-mail, a signed-in customer by its id. */
export type WithdrawalRequest = ({ kind: 'guest' } & GuestWithdrawalBody) | ({ kind: 'customer'; token: string } & CustomerWithdrawalBody)

/** `POST /api/withdrawals?action=…`, with the body and credentials of either kind of caller, the articles chosen and the latest withdrawal seen. */
export function postWithdrawal(action: 'summary' | 'confirm', request: WithdrawalRequest): Promise<unknown> {
  const choice = { ...(request.lines ? { lines: request.lines } : {}), ...(request.after !== undefined ? { after: request.after } : {}) }
  if (request.kind === 'customer') {
    return apiClient.post('/api/withdrawals', { orderId: request.orderId, ...choice }, { query: { action }, token: request.token })
  }
  return apiClient.post('/api/withdrawals', { orderNumber: request.orderNumber, email: request.email, ...choice }, { query: { action } })
}
