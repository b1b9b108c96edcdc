import type { Payload } from 'payload'

import { issueCreditNote, issueInvoice } from '../invoices/issue-invoice.ts'
import type { Order } from '../payload-types.ts'
import type { PaymentOutcome } from './record-payment.ts'

/**
 * What follows a payment's outcome once recorded (its confirmation e-mail was queued with it):
 * the invoice. A failure is logged, the order stays as recorded, and the reconciliation's next
 * round issues what is missing.
 */
export async function invoicePaidOrder(payload: Payload, outcome: PaymentOutcome | null): Promise<void> {
  if (outcome?.became !== 'confirmed') return
  const { id, orderNumber } = outcome.order
  await issueInvoice(payload, id).catch((error: unknown) =>
    payload.logger.error({ err: error, msg: `invoice of order ${orderNumber} failed` }),
  )
}

/** After a cancellation (its e-mail was queued with it, ./cancel-order.ts): the credit note of a refund; failures as above. */
export async function creditRefundedOrder(payload: Payload, order: Order, refunded: boolean): Promise<void> {
  if (!refunded) return
  await issueCreditNote(payload, order.id).catch((error: unknown) =>
    payload.logger.error({ err: error, msg: `credit note of order ${order.orderNumber} failed` }),
  )
}
