import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { dashboardMessages, type WithdrawalRefundBody } from '@shop/domain/dashboard'
import { formatCents } from '@shop/domain/money'
import type { OrderStatus } from '@shop/domain/orders'

import type { EmailContent } from '../../emails/layout.ts'
import { withdrawalRefundedEmail } from '../../withdrawals/emails/withdrawal-refunded.ts'
import { HttpError } from '../../http/http-error.ts'
import { invoiceAttachment } from '../../invoices/invoice-attachment.ts'
import { issuePartialCreditNote } from '../../invoices/issue-invoice.ts'
import { relationId } from '../../lib/relation-id.ts'
import { inTransaction } from '../../lib/transaction.ts'
import { queueEmail } from '../../mail/queue-email.ts'
import { replyAddressFor } from '../../mail/reply-address.ts'
import { noteOnOrder } from '../../orders/note-on-order.ts'
import { lockOrder } from '../../orders/order-rows.ts'
import type { Order, Ticket } from '../../payload-types.ts'
import { orderAdapter } from '../../payments/adapters.ts'
import { dashboardTicket, findTicket } from './dashboard-ticket.ts'
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

type RefundedArticle = NonNullable<Ticket['withdrawnLines']>[number]

/** Part of an order refunded from one of its tickets: which articles, why, and what the customer and the history read. */
export type ArticlesRefund = {
  ticket: Ticket
  articles: RefundedArticle[]
  /** What the credit note says of each article: « rétractation », « garantie ». */
  why: string
  /** The refund's key on the payment side, so that a retry is the same refund. */
  key: string
  note: (amount: string, creditNoteNumber: string) => string
  email: (refundCents: number, creditNoteNumber: string) => EmailContent
  /** What the ticket records besides the refund. */
  ticketData?: Partial<Ticket>
}

/**
 * Some of a paid order's articles refunded, from a ticket: at what they were paid, on the payment
 * side, with a credit note of those articles, a line in the order's history and the customer's
 * e-mail carrying the credit note, in the caller's transaction under the order's and the ticket's
 * locks. The articles go on the ticket (`withdrawnLines`, refunded at `withdrawalRefundedAt`), where
 * the overview's revenue and the credit note of the order's rest find every part refunded. The
 * order keeps its status: the rest of it stays sold, until a cancellation or a return refunds that
 * rest (checkout/refund-in-full.ts).
 */
export async function refundArticles(req: PayloadRequest, status: OrderStatus, order: Order, refund: ArticlesRefund): Promise<void> {
  const { payload } = req
  if (closedStatuses.includes(status)) throw new HttpError(409, dashboardMessages.withdrawalOrderClosed)
  const paymentIntentId = order.payment?.paidAt ? order.payment.paymentIntentId : null
  if (!paymentIntentId) throw new HttpError(409, dashboardMessages.refundImpossible)
  const { ticket, articles } = refund
  const refundCents = articles.reduce((sum, article) => sum + article.refundCents, 0)
  const refundedAt = new Date().toISOString()
  // Whatever may fail on our side (the seller's mentions a credit note needs) comes before the
  // money leaves: a refusal then rolls everything back with nothing refunded.
  const creditNote = await issuePartialCreditNote(req, order, { articles, refundedAt, why: refund.why })
  // The order keeps the sum, so that refunding it later gives back only the rest.
  const partlyRefundedCents = (order.payment?.partlyRefundedCents ?? 0) + refundCents
  await noteOnOrder(req, order.id, refund.note(formatCents(refundCents), creditNote.number), {
    payment: { ...order.payment, partlyRefundedCents },
  })
  await queueEmail(req, {
    to: order.email,
    ...refund.email(refundCents, creditNote.number),
    replyTo: await replyAddressFor(req, { kind: 'ticket', reference: ticket.reference }),
    attachments: [invoiceAttachment(creditNote.id)],
  })
  // Articles bought for nothing (a promo code of 100 %) bring nothing back: no payment to refund.
  const refunded = refundCents > 0 ? await orderAdapter(payload, order).refund(paymentIntentId, refundCents, refund.key) : null
  await payload.update({
    collection: 'tickets',
    id: ticket.id,
    data: {
      ...refund.ticketData,
      withdrawnLines: articles,
      withdrawalRefundedAt: refundedAt,
      withdrawalRefundId: refunded?.refundId ?? null,
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
}

/**
 * Rembourser la rétractation, from the dashboard's ticket: the articles the customer withdrew
 * from, at what they paid for them (domain withdrawal-choice.ts), refunded with their credit note
 * (refundArticles), in one transaction under the order's and the ticket's locks; the refund's key
 * is the ticket's, so a retry is the same refund.
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
    const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true, req })
    await refundArticles(req, status, order, {
      ticket,
      articles: ticket.withdrawnLines ?? [],
      why: 'rétractation',
      key: `refund-withdrawal-${ticket.id}`,
      note: (amount, creditNote) => `Rétractation ${ticket.reference} remboursée : ${amount} (avoir ${creditNote})`,
      email: (refundCents, creditNote) => withdrawalRefundedEmail(order, ticket.reference, refundCents, creditNote),
    })
  })
  return dashboardTicket(payload, ticketId)
}
