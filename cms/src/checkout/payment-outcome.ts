import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { inTransaction } from '../lib/transaction.ts'
import { orderOfSession } from '../orders/order-rows.ts'
import type { CheckoutState } from '../payments/payment-adapter.ts'
import { recordPayment, type PaymentOutcome } from './record-payment.ts'

type Options = {
  /** The order, when the caller has it already; else the one the payment session was opened for. */
  orderId?: number
  /**
   * Written in the same transaction before the outcome (the webhook's event id); false means
   * this news was applied already, and nothing else is written.
   */
  alongside?: (req: PayloadRequest) => Promise<boolean>
}

/**
 * What the payment side says about a checkout, applied the same way whoever brings the news (the
 * webhook, /success, the offline test page, the reconciliation): recorded once in one
 * transaction (./record-payment.ts), with what follows it queued.
 */
export async function applyPaymentOutcome(
  payload: Payload,
  state: CheckoutState | null,
  { orderId, alongside }: Options = {},
): Promise<PaymentOutcome | null> {
  const req = await createLocalReq({}, payload)
  return inTransaction(req, async () => {
    if (alongside && !(await alongside(req))) return null
    if (!state) return null
    const id = orderId ?? (await orderOfSession(payload, state.sessionId, req))?.id
    return id ? recordPayment(req, id, state) : null
  })
}
