import type { Payload, PayloadRequest } from 'payload'

import { claimDueBy, withdrawalRefundDueBy, withdrawalReturnBy, type TicketAfterSales } from '@shop/domain/after-sales'
import { dashboardMessages, type DashboardTicket } from '@shop/domain/dashboard'
import { lineDescription } from '@shop/domain/line-description'
import { linesLeft } from '@shop/domain/withdrawal-choice'
import { formatCents } from '@shop/domain/money'
import { ticketFieldLabels, ticketSourceLabels, withdrawalFieldLabels, type TicketField } from '@shop/domain/tickets'

import { HttpError } from '../../http/http-error.ts'
import { relationId } from '../../lib/relation-id.ts'
import { withdrawableLines, withdrawalsOf } from '../../orders/order-wire.ts'
import type { Order, Ticket } from '../../payload-types.ts'

/** What the sender typed, in the forms' order; name and e-mail have their own places. */
const typedFields: TicketField[] = [
  'orderNumber',
  'orderDate',
  'subject',
  'product',
  'problem',
  'reason',
  'productDetails',
  'otherReason',
  'message',
  'withdrawnAt',
]

const frenchDateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' })

/** What a withdrawal's articles bring back, as recorded on its ticket. */
const withdrawnCents = (ticket: Ticket) => (ticket.withdrawnLines ?? []).reduce((sum, line) => sum + line.refundCents, 0)

/**
 * An online withdrawal's articles and what to refund, one line each, for the staff who refund it.
 * `restOfOrder`: earlier withdrawals took the order's other articles, this one its last.
 */
function withdrawalFields(ticket: Ticket, restOfOrder: boolean): DashboardTicket['fields'] {
  const lines = ticket.withdrawnLines ?? []
  // A claim refunded keeps its articles there too (refund-withdrawal.ts): its remedy says so.
  if (lines.length === 0 || ticket.source !== 'withdrawal') return []
  const refundCents = withdrawnCents(ticket)
  return [
    {
      label: withdrawalFieldLabels.withdrawnLines,
      value: lines.map((line) => `${line.quantity} × ${line.productName} : ${formatCents(line.refundCents)}`).join('\n'),
    },
    {
      label: withdrawalFieldLabels.refund,
      value: ticket.withdrawalCoversOrder
        ? `${formatCents(refundCents)}, plus les frais de livraison : rétractation ${restOfOrder ? 'du reste de la commande' : 'de toute la commande'}`
        : `${formatCents(refundCents)} : rétractation d'une partie de la commande, frais de livraison non remboursés`,
    },
  ]
}

/** When a withdrawal's articles come back and its refund is due, and what staff recorded of them. */
function withdrawalDates(ticket: Ticket): TicketAfterSales['withdrawal'] {
  if (ticket.source !== 'withdrawal' && ticket.source !== 'retractation') return null
  const withdrawnAt = new Date(ticket.withdrawnAt ?? ticket.createdAt)
  const { kind, at, by } = ticket.returnReceived ?? {}
  return {
    returnBy: withdrawalReturnBy(withdrawnAt),
    refundDueBy: withdrawalRefundDueBy(withdrawnAt),
    returnReceived: kind && at ? { kind, at, by: by ?? null } : null,
  }
}

/**
 * The units of a claimed order a remedy may still cover: those no withdrawal took back and no
 * earlier refund of part of the order gave back. Read past access, in `req`'s transaction when given.
 */
export async function claimableLines(payload: Payload, order: Order, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'tickets',
    where: {
      order: { equals: order.id },
      or: [{ source: { equals: 'withdrawal' } }, { source: { equals: 'warranty-claim' }, withdrawalRefundedAt: { exists: true } }],
    },
    sort: 'id',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return linesLeft(withdrawableLines(order), withdrawalsOf(docs).earlier).filter((line) => line.quantity > 0)
}

/** A claim's due day, its order's units to choose from (none without an order), and its remedy once given. */
function claimView(
  ticket: Ticket,
  lines: Awaited<ReturnType<typeof claimableLines>>,
  replacement: Order | null,
): TicketAfterSales['claim'] {
  if (ticket.source !== 'warranty-claim') return null
  const remedy = ticket.remedy
  return {
    dueBy: claimDueBy(new Date(ticket.createdAt)),
    lines: lines.map((line) => ({
      id: line.id,
      productName: lineDescription(line.sold),
      quantity: line.quantity,
      paidCents: line.paidCents,
    })),
    remedy:
      remedy?.kind && remedy.at
        ? {
            kind: remedy.kind,
            at: remedy.at,
            by: remedy.by ?? null,
            reason: remedy.reason ?? null,
            replacementOrder: replacement && { id: replacement.id, orderNumber: replacement.orderNumber },
            refundCents: remedy.refundCents ?? null,
          }
        : null,
  }
}

async function orderOf(payload: Payload, id: number | null): Promise<Order | null> {
  if (id === null) return null
  return payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true, disableErrors: true })
}

type ClaimOrders = { lines: Awaited<ReturnType<typeof claimableLines>>; replacement: Order | null }

/** The claimed order's units left and the replacement, read past access as the ticket is, for the staff the route let in. */
async function claimOrders(payload: Payload, ticket: Ticket): Promise<ClaimOrders> {
  if (ticket.source !== 'warranty-claim') return { lines: [], replacement: null }
  const [order, replacement] = await Promise.all([
    orderOf(payload, relationId(ticket.order)),
    orderOf(payload, relationId(ticket.remedy?.replacementOrder)),
  ])
  return { lines: order ? await claimableLines(payload, order) : [], replacement }
}

function toDashboardTicket(ticket: Ticket, restOfOrder: boolean, { lines, replacement }: ClaimOrders): DashboardTicket {
  const typed = typedFields.flatMap((name) => {
    const value = ticket[name]
    if (typeof value !== 'string' || value === '') return []
    return [{ label: ticketFieldLabels[name], value: name === 'withdrawnAt' ? frenchDateTime.format(new Date(value)) : value }]
  })
  return {
    id: ticket.id,
    reference: ticket.reference,
    createdAt: ticket.createdAt,
    updatedAt: ticket.updatedAt,
    name: ticket.name,
    email: ticket.email,
    subject: ticket.subject || ticketSourceLabels[ticket.source],
    source: ticket.source,
    category: ticket.category ?? null,
    priority: ticket.priority,
    status: ticket.status,
    phone: ticket.phone ?? null,
    orderNumber: ticket.orderNumber ?? null,
    fields: [...typed, ...withdrawalFields(ticket, restOfOrder)],
    photoIds: (ticket.photos ?? []).map((photo) => relationId(photo)),
    firstResponseAt: ticket.firstResponseAt ?? null,
    replies: (ticket.replies ?? []).map((reply) => ({
      at: reply.at,
      author: reply.author,
      by: reply.by ?? null,
      message: reply.message,
      authenticationResults: reply.authenticationResults ?? null,
    })),
    partialWithdrawal:
      ticket.withdrawalCoversOrder === false && ticket.withdrawnLines?.length
        ? { refundCents: withdrawnCents(ticket), refundedAt: ticket.withdrawalRefundedAt ?? null }
        : null,
    afterSales: { withdrawal: withdrawalDates(ticket), claim: claimView(ticket, lines, replacement) },
  }
}

export async function findTicket(payload: Payload, id: number, req?: Parameters<Payload['findByID']>[0]['req']): Promise<Ticket> {
  const ticket = await payload.findByID({ collection: 'tickets', id, depth: 0, overrideAccess: true, disableErrors: true, req })
  if (!ticket) throw new HttpError(404, dashboardMessages.ticketNotFound)
  return ticket
}

/**
 * Whether online withdrawals came before this one from the order it empties. Their ids follow the
 * order they were written in (one at a time, under the order's lock); read past access as the
 * ticket was, for the staff the route let in.
 */
async function followsEarlierWithdrawals(payload: Payload, ticket: Ticket): Promise<boolean> {
  const orderId = relationId(ticket.order)
  if (ticket.source !== 'withdrawal' || !ticket.withdrawalCoversOrder || orderId === null) return false
  const { totalDocs } = await payload.count({
    collection: 'tickets',
    where: { source: { equals: 'withdrawal' }, order: { equals: orderId }, id: { less_than: ticket.id } },
    overrideAccess: true,
  })
  return totalDocs > 0
}

export async function dashboardTicket(payload: Payload, id: number): Promise<DashboardTicket> {
  const ticket = await findTicket(payload, id)
  const [restOfOrder, orders] = await Promise.all([followsEarlierWithdrawals(payload, ticket), claimOrders(payload, ticket)])
  return toDashboardTicket(ticket, restOfOrder, orders)
}
