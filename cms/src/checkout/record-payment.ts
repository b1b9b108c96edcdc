import type { PayloadRequest } from 'payload'

import { queueInvoice } from '../invoices/invoice-tasks.ts'
import { inTransaction } from '../lib/transaction.ts'
import type { Order } from '../payload-types.ts'
import type { CheckoutState } from '../payments/payment-adapter.ts'
import { queueOrderConfirmation } from './order-confirmation.ts'
import { lockOrder } from '../orders/order-rows.ts'

export type PaymentOutcome = { order: Order; became: 'confirmed' | 'cancelled' | null }

/**
 * What the payment side says about an order's checkout, applied once: paid moves a pending order
 * to confirmed, a checkout over without payment moves it to cancelled; anything else (a replay, an
 * event arriving late or out of order) changes nothing. Joins the caller's transaction. The
 * order is read under its row lock, so the outcome is never older than a concurrent confirmation.
 * A payment's confirmation e-mail and its invoice's task are queued with it: an order is never
 * paid without either. (The confirmation carries the contract's documents, not the invoice, so it
 * need not wait for it.)
 */
export async function recordPayment(req: PayloadRequest, orderId: number, state: CheckoutState): Promise<PaymentOutcome | null> {
  const { payload } = req
  return inTransaction(req, async () => {
    const status = await lockOrder(req, orderId)
    if (!status) return null
    if (status !== 'pending' || state.state === 'open') {
      return { order: await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true, req }), became: null }
    }
    const paid = state.state === 'paid'
    const updated = await payload.update({
      collection: 'orders',
      id: orderId,
      data: paid
        ? { status: 'confirmed', payment: { paidAt: new Date().toISOString(), paymentIntentId: state.paymentIntentId } }
        : { status: 'cancelled' },
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (paid) {
      await queueOrderConfirmation(req, updated)
      await queueInvoice(req, orderId)
    }
    return { order: updated, became: paid ? 'confirmed' : 'cancelled' }
  })
}
