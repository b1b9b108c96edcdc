import { createLocalReq, type Payload } from 'payload'

import { lineDescription } from '@shop/domain/line-description'
import { orderMessages } from '@shop/domain/orders'
import { withdrawalMessages, type WithdrawalSummary } from '@shop/domain/withdrawal'
import { everyWithdrawableUnit, linesLeft, withdrawalCover, type WithdrawalChoice } from '@shop/domain/withdrawal-choice'

import { returnAddressOf, withdrawalAcknowledgementEmail, type WithdrawalExtent, type WithdrawnArticle } from '../emails/withdrawal.ts'
import { tellSenderAndShop } from '../forms/open-ticket.ts'
import { nextReference } from '../lib/references.ts'
import { HttpError } from '../http/http-error.ts'
import { inTransaction } from '../lib/transaction.ts'
import { noteOnOrder } from '../orders/note-on-order.ts'
import { windowOf, withdrawableLines, withdrawalsOf } from '../orders/order-wire.ts'
import { lockOrder } from '../orders/order-rows.ts'
import type { Order, Ticket } from '../payload-types.ts'

const euros = (cents: number) => cents / 100

/**
 * The order's withdrawals, the first first: by id, as they are written one at a time under the
 * order's lock (their times come from each instance's clock).
 */
async function recordedWithdrawals(payload: Payload, orderId: number, req?: Parameters<Payload['find']>[0]['req']): Promise<Ticket[]> {
  const { docs } = await payload.find({
    collection: 'tickets',
    where: { source: { equals: 'withdrawal' }, order: { equals: orderId } },
    sort: 'id',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs
}

/** How the order's history names what a withdrawal covers. */
const extentNotes: Record<WithdrawalExtent, string> = {
  order: 'toute la commande',
  part: 'une partie de la commande',
  rest: 'le reste de la commande',
}

const recorded = (ticket: Ticket) => ({ reference: ticket.reference, withdrawn_at: ticket.withdrawnAt ?? ticket.createdAt })

/**
 * The first step: what the customer can still withdraw from, until when, or why they cannot. An
 * order already withdrawn from says so, with what earlier withdrawals left, if anything.
 */
export async function withdrawalSummary(payload: Payload, order: Order): Promise<WithdrawalSummary> {
  const done = await recordedWithdrawals(payload, order.id)
  const latest = done.at(-1)
  const window = windowOf(order)
  if (!latest && window.refusal) throw new HttpError(409, window.refusal)
  const left = linesLeft(withdrawableLines(order), withdrawalsOf(done).earlier)
  return {
    order_number: order.orderNumber,
    ordered_at: order.createdAt,
    items: left.map((line) => ({
      id: line.id,
      name: line.sold.productName,
      variant: line.sold.variant ?? null,
      quantity: line.quantity,
      withdrawn_quantity: line.sold.quantity - line.quantity,
      unit_price: euros(line.sold.unitCents),
      paid_amount: euros(line.paidCents),
      personalised: line.personalised,
    })),
    total_amount: euros(order.totalCents),
    delivered_at: window.deliveredAt,
    withdrawal_deadline: window.deadline,
    withdrawn: latest ? recorded(latest) : null,
    can_withdraw_more: window.refusal === null && everyWithdrawableUnit(left).length > 0,
  }
}

/** Whether a choice names the articles a withdrawal covers (a repeated confirmation), or others. */
function sameArticles(done: Ticket, choice: WithdrawalChoice): boolean {
  const recorded = done.withdrawnLines ?? []
  // Recorded before articles were: the whole order.
  if (recorded.length === 0) return true
  const key = (lineId: string, quantity: number) => `${lineId}×${quantity}`
  const chosen = new Set(choice.map((line) => key(line.id, line.quantity)))
  return recorded.length === chosen.size && recorded.every((line) => chosen.has(key(line.lineId, line.quantity)))
}

/**
 * The second step, 'Confirmer la rétractation': the withdrawal stored with its time and the
 * articles it covers (a ticket for staff) and written into the order's history, together, under
 * the order's row lock. The customer receives the acknowledgement with the date and time, and the
 * shop a notification, queued in that transaction. Later withdrawals choose among what earlier
 * ones left; `after` names the latest the customer's page showed, so that a withdrawal recorded
 * since (two confirmations at once) is answered as it is when the same, and refused when not.
 */
export async function confirmWithdrawal(
  payload: Payload,
  order: Order,
  choice: WithdrawalChoice | undefined,
  after: string | null,
): Promise<{ reference: string; withdrawn_at: string }> {
  const req = await createLocalReq({}, payload)
  const ticket = await inTransaction(req, async () => {
    const status = await lockOrder(req, order.id)
    if (!status) throw new HttpError(404, orderMessages.orderNotFound)
    const done = await recordedWithdrawals(payload, order.id, req)
    const latest = done.at(-1)
    if (latest && latest.reference !== after) {
      if (!choice || sameArticles(latest, choice)) return latest
      throw new HttpError(409, withdrawalMessages.alreadyWithdrawn(latest.reference))
    }
    const current = await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true, req })
    const { refusal } = windowOf(current)
    if (refusal) throw new HttpError(409, refusal)
    const lines = linesLeft(withdrawableLines(current), withdrawalsOf(done).earlier)
    const cover = withdrawalCover(lines, choice ?? everyWithdrawableUnit(lines))
    if (!cover.ok) throw new HttpError(400, cover.error)
    const articles: WithdrawnArticle[] = cover.lines.map(({ line, quantity, refundCents }) => ({
      lineId: line.id,
      productName: lineDescription(line.sold),
      quantity,
      refundCents,
    }))
    const reference = await nextReference(payload)
    const ticket = await payload.create({
      collection: 'tickets',
      data: {
        reference,
        source: 'withdrawal',
        status: 'open',
        priority: 'high',
        category: 'Commande',
        name: current.name,
        email: current.email,
        orderNumber: current.orderNumber,
        order: current.id,
        withdrawnAt: new Date().toISOString(),
        withdrawnLines: articles,
        withdrawalCoversOrder: cover.wholeOrder,
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    const extent: WithdrawalExtent = cover.wholeOrder ? (latest ? 'rest' : 'order') : 'part'
    await noteOnOrder(req, current.id, `Rétractation exercée en ligne (${reference}) : ${extentNotes[extent]}`)
    await tellSenderAndShop(req, ticket, (settings) =>
      withdrawalAcknowledgementEmail(
        current,
        { reference, withdrawnAt: recorded(ticket).withdrawn_at, articles, extent },
        returnAddressOf(settings),
      ),
    )
    return ticket
  })
  return recorded(ticket)
}
