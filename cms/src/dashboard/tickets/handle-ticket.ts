import { eq } from '@payloadcms/db-postgres/drizzle'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { afterSalesMessages } from '@shop/domain/after-sales'
import { dashboardMessages, type ReturnReceivedBody, type TicketReplyBody, type TicketUpdateBody } from '@shop/domain/dashboard'

import { ticketReplyEmail } from './emails/ticket-reply.ts'
import { HttpError } from '../../http/http-error.ts'
import { dbOf } from '../../database/db.ts'
import { tickets } from '../../database/payload-schema.ts'
import { inTransaction } from '../../lib/transaction.ts'
import { queueEmail } from '../../mail/queue-email.ts'
import { replyAddressFor } from '../../mail/reply-address.ts'
import type { Ticket, User } from '../../payload-types.ts'
import { ConflictWithState } from '../conflict.ts'
import { dashboardTicket, findTicket } from './dashboard-ticket.ts'

/**
 * The ticket as the administrator saw it, under its row lock for the rest of the change: another
 * administrator's change since then answers 409 with the fresh ticket.
 */
export async function lockedAsSeen(req: PayloadRequest, id: number, expectedUpdatedAt: string): Promise<Ticket> {
  const db = await dbOf(req)
  const rows = await db.select({ id: tickets.id }).from(tickets).where(eq(tickets.id, id)).for('update')
  if (rows.length === 0) throw new HttpError(404, dashboardMessages.ticketNotFound)
  const ticket = await findTicket(req.payload, id, req)
  if (new Date(ticket.updatedAt).getTime() !== new Date(expectedUpdatedAt).getTime()) {
    throw new ConflictWithState(dashboardMessages.staleTicket, { ticket: await dashboardTicket(req.payload, id) })
  }
  return ticket
}

/**
 * Répondre: the answer is added to the ticket's thread and its e-mail to the sender queued
 * together, so a recorded reply is sent, however long the mail server is away; the customer's
 * answer to it comes back into the thread (../../inbound-mail). The first reply
 * dates the response time; a new ticket is then in progress.
 */
export async function replyToTicket(payload: Payload, admin: User, id: number, body: TicketReplyBody) {
  const req = await createLocalReq({}, payload)
  await inTransaction(req, async () => {
    const ticket = await lockedAsSeen(req, id, body.expectedUpdatedAt)
    const now = new Date().toISOString()
    await payload.update({
      collection: 'tickets',
      id,
      data: {
        replies: [...(ticket.replies ?? []), { at: now, author: 'staff', by: admin.email, message: body.message }],
        firstResponseAt: ticket.firstResponseAt ?? now,
        status: ticket.status === 'open' ? 'in-progress' : ticket.status,
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await queueEmail(req, {
      to: ticket.email,
      ...ticketReplyEmail(ticket, body.message),
      replyTo: await replyAddressFor(req, { kind: 'ticket', reference: ticket.reference }),
    })
  })
  return dashboardTicket(payload, id)
}

/** Résoudre, Fermer, a priority: as seen, or 409. */
export async function updateTicket(payload: Payload, id: number, body: TicketUpdateBody) {
  const req = await createLocalReq({}, payload)
  await inTransaction(req, async () => {
    await lockedAsSeen(req, id, body.expectedUpdatedAt)
    await payload.update({
      collection: 'tickets',
      id,
      data: { ...(body.status ? { status: body.status } : {}), ...(body.priority ? { priority: body.priority } : {}) },
      depth: 0,
      overrideAccess: true,
      req,
    })
  })
  return dashboardTicket(payload, id)
}

/**
 * Colis reçu / Preuve d'envoi reçue, on a withdrawal: recorded once, with when and by whom. The
 * refund may wait until then (L221-24); from then on the overview counts it late past its due day.
 */
export async function recordReturnReceived(payload: Payload, admin: User, id: number, body: ReturnReceivedBody) {
  const req = await createLocalReq({}, payload)
  await inTransaction(req, async () => {
    const ticket = await lockedAsSeen(req, id, body.expectedUpdatedAt)
    if (ticket.source !== 'withdrawal' && ticket.source !== 'retractation') throw new HttpError(409, afterSalesMessages.notAWithdrawal)
    if (ticket.returnReceived?.kind) throw new HttpError(409, afterSalesMessages.returnAlreadyRecorded)
    await payload.update({
      collection: 'tickets',
      id,
      data: { returnReceived: { kind: body.kind, at: new Date().toISOString(), by: admin.email } },
      depth: 0,
      overrideAccess: true,
      req,
    })
  })
  return dashboardTicket(payload, id)
}
