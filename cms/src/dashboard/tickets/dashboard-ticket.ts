import type { Payload } from 'payload'

import { dashboardMessages, type DashboardTicket } from '@shop/domain/dashboard'
import { formatCents } from '@shop/domain/money'
import { ticketFieldLabels, ticketSourceLabels, withdrawalFieldLabels, type TicketField } from '@shop/domain/tickets'

import { HttpError } from '../../http/http-error.ts'
import { relationId } from '../../lib/relation-id.ts'
import type { Ticket } from '../../payload-types.ts'

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
export const withdrawnCents = (ticket: Ticket) => (ticket.withdrawnLines ?? []).reduce((sum, line) => sum + line.refundCents, 0)

/**
 * An online withdrawal's articles and what to refund, one line each, for the staff who refund it.
 * `restOfOrder`: earlier withdrawals took the order's other articles, this one its last.
 */
function withdrawalFields(ticket: Ticket, restOfOrder: boolean): DashboardTicket['fields'] {
  const lines = ticket.withdrawnLines ?? []
  if (lines.length === 0) return []
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

function toDashboardTicket(ticket: Ticket, restOfOrder: boolean): DashboardTicket {
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
  return toDashboardTicket(ticket, await followsEarlierWithdrawals(payload, ticket))
}
