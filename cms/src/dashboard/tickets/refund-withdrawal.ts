import { createLocalReq, type Payload } from 'payload'

import { dashboardMessages, type WithdrawalRefundBody } from '@shop/domain/dashboard'
import { formatCents } from '@shop/domain/money'
import type { OrderStatus } from '@shop/domain/orders'

import { withdrawalRefundedEmail } from '../../emails/withdrawal-refunded.ts'
import { HttpError } from '../../http/http-error.ts'
import { invoiceAttachment } from '../../invoices/invoice-attachment.ts'
import { issuePartialCreditNote } from '../../invoices/issue-invoice.ts'
import { relationId } from '../../lib/relation-id.ts'
import { inTransaction } from '../../lib/transaction.ts'
import { queueEmail } from '../../mail/queue-email.ts'
import { replyAddressFor } from '../../mail/reply-address.ts'
import { noteOnOrder } from '../../orders/note-on-order.ts'
import { lockOrder } from '../../orders/order-rows.ts'
import type { Ticket } from '../../payload-types.ts'
import { paymentGateway } from '../../payments/gateway.ts'
import { dashboardTicket, findTicket, withdrawnCents } from './dashboard-ticket.ts'
import { lockedAsSeen } from './handle-ticket.ts'

/** An order no longer paid for in full has nothing left to refund in part. */
const closedStatuses: readonly OrderStatus[] = ['pending', 'cancelled', 'refunded']

/** The order a withdrawal from part of it names, or a refusal: a whole order is refunded through its status. */
function partialWithdrawalOrder(ticket: Ticket): number {
  const orderId = relationId(ticket.order)
  const partial = ticket.source === 'withdrawal' && ticket.withdrawalCoversOrder === false && (ticket.withdrawnLines?.length ?? 0) > 0
  if (!partial || orderId === null) throw new HttpError(409, dashboardMessages.notAPartialWithdrawal)
  return orderId
}

/**
 * Rembourser la rétractation, from the dashboard's ticket: the articles the customer withdrew
 * from, at what they paid for them (domain withdrawal-choice.ts), refunded on the payment side, with a
 * credit note of those articles, a line in the order's history and the customer's e-mail carrying
 * the credit note, all in one transaction under the order's and the ticket's locks; the refund's
 * key is the ticket's, so a retry is the same refund. The order keeps its status: the rest of it
 * stays sold, until a cancellation or a return refunds that rest (checkout/refund-in-full.ts).
 */
// Reached only through the dashboard's admin-checked route (server/routes/dashboard.ts, requireAdmin):
// the order and ticket reads and the sealed ticket fields' update bypass Payload's access for that admin.
export async function refundPartialWithdrawal(payload: Payload, ticketId: number, body: WithdrawalRefundBody) {
  const orderId = partialWithdrawalOrder(await findTicket(payload, ticketId))
  const req = await createLocalReq({}, payload)
  await inTransaction(req, async () => {
    const status = await lockOrder(req, orderId)
    if (!status) throw new HttpError(404, dashboardMessages.orderNotFound)
    const ticket = await lockedAsSeen(req, ticketId, body.expectedUpdatedAt)
    if (ticket.withdrawalRefundedAt) throw new HttpError(409, dashboardMessages.withdrawalAlreadyRefunded)
    if (closedStatuses.includes(status)) throw new HttpError(409, dashboardMessages.withdrawalOrderClosed)
    const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true, req })
    const paymentIntentId = order.payment?.paidAt ? order.payment.paymentIntentId : null
    if (!paymentIntentId) throw new HttpError(409, dashboardMessages.refundImpossible)

    const articles = ticket.withdrawnLines ?? []
    const refundCents = withdrawnCents(ticket)
    const refundedAt = new Date().toISOString()
    // Whatever may fail on our side (the seller's mentions a credit note needs) comes before the
    // money leaves: a refusal then rolls everything back with nothing refunded.
    const creditNote = await issuePartialCreditNote(req, order, { articles, refundedAt })
    // The order keeps the sum, so that refunding it later gives back only the rest.
    const partlyRefundedCents = (order.payment?.partlyRefundedCents ?? 0) + refundCents
    await noteOnOrder(
      req,
      order.id,
      `Rétractation ${ticket.reference} remboursée : ${formatCents(refundCents)} (avoir ${creditNote.number})`,
      { payment: { ...order.payment, partlyRefundedCents } },
    )
    await queueEmail(req, {
      to: order.email,
      ...withdrawalRefundedEmail(order, ticket.reference, refundCents, creditNote.number),
      replyTo: await replyAddressFor(req, { kind: 'ticket', reference: ticket.reference }),
      attachments: [invoiceAttachment(creditNote.id)],
    })
    // Articles bought for nothing (a promo code of 100 %) bring nothing back: no payment to refund.
    const refund =
      refundCents > 0 ? await paymentGateway(payload).refund(paymentIntentId, refundCents, `refund-withdrawal-${ticket.id}`) : null
    await payload.update({
      collection: 'tickets',
      id: ticket.id,
      data: { withdrawalRefundedAt: refundedAt, withdrawalRefundId: refund?.refundId ?? null },
      depth: 0,
      overrideAccess: true,
      req,
    })
  })
  return dashboardTicket(payload, ticketId)
}
