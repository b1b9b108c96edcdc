import { eq } from '@payloadcms/db-postgres/drizzle'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import type { TicketStatus } from '@shop/domain/tickets'

import { ticketNotificationEmail } from '../forms/emails/form-ticket.ts'
import { oneLine } from '../emails/layout.ts'
import { env } from '../lib/env.ts'
import { nextReference } from '../lib/references.ts'
import { dbOf } from '../database/db.ts'
import { tickets } from '../database/payload-schema.ts'
import { inTransaction } from '../lib/transaction.ts'
import { queueEmail } from '../mail/queue-email.ts'
import type { ReplyThread } from '../mail/reply-address.ts'
import { lockOrder } from '../orders/order-rows.ts'
import type { Ticket } from '../payload-types.ts'

/**
 * An e-mail to a thread, as it joins it: who it says it is from, when, what they wrote this time,
 * and what the receiving mail server found of its sender (Authentication-Results), if it said.
 */
export type CustomerReply = { from: string; subject: string; text: string; at: string; authenticationResults: string | null }

/** Where it went: an existing ticket, a ticket opened for it, or nowhere (the thread no longer exists). */
export type ReplyOutcome = { kind: 'appended' | 'opened'; reference: string; verified: boolean } | { kind: 'unknown' }

/** A ticket staff are still handling: a reply about its order joins it rather than opening another. */
const handled: TicketStatus[] = ['open', 'in-progress']

/** The ticket's row lock, as staff's replies take it: neither overwrites the other's message. */
async function lockTicket(req: PayloadRequest, id: number): Promise<Ticket> {
  const db = await dbOf(req)
  await db.select({ id: tickets.id }).from(tickets).where(eq(tickets.id, id)).for('update')
  return req.payload.findByID({ collection: 'tickets', id, depth: 0, overrideAccess: true, req })
}

async function ticketOfReference(req: PayloadRequest, reference: string): Promise<Ticket | null> {
  const { docs } = await req.payload.find({
    collection: 'tickets',
    where: { reference: { equals: reference } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ? lockTicket(req, docs[0].id) : null
}

/**
 * The customer's, when it comes from the address the thread was written to and the receiving
 * server did not find that address forged (DMARC). Whoever else holds the tagged address (one of
 * the shop's e-mails forwarded, or an address the customer replies from that the thread does not
 * know) is still read by staff, as such, and changes nothing.
 */
function fromThreadAddress(reply: CustomerReply, address: string): boolean {
  return reply.from.toLowerCase() === address.toLowerCase() && !/\bdmarc\s*=\s*fail\b/i.test(reply.authenticationResults ?? '')
}

function threadMessage(reply: CustomerReply, verified: boolean) {
  return {
    at: reply.at,
    author: verified ? ('customer' as const) : ('unverified' as const),
    by: reply.from,
    message: reply.text,
    authenticationResults: reply.authenticationResults,
  }
}

/**
 * The reply joins the thread: the customer's opens again a ticket staff had closed (resolved or
 * closed), since the customer is not done with it; an unverified sender's changes nothing.
 */
async function append(req: PayloadRequest, ticket: Ticket, reply: CustomerReply, verified: boolean): Promise<ReplyOutcome> {
  await req.payload.update({
    collection: 'tickets',
    id: ticket.id,
    data: {
      replies: [...(ticket.replies ?? []), threadMessage(reply, verified)],
      status: !verified || handled.includes(ticket.status) ? ticket.status : 'open',
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return { kind: 'appended', reference: ticket.reference, verified }
}

/**
 * A reply to an order's e-mail: it joins the order's ticket still handled, or opens one in the
 * « Commande » category, written to the order's own address (the e-mail's recipient, not
 * whatever the reply says it is from), and support is told. An unverified sender's joins the
 * order's latest ticket whatever its status, and opens one only when the order has none. The
 * order's row lock keeps two replies at once from opening two tickets.
 */
async function replyAboutOrder(req: PayloadRequest, orderNumber: string, reply: CustomerReply): Promise<ReplyOutcome> {
  const { payload } = req
  const { docs } = await payload.find({
    collection: 'orders',
    where: { orderNumber: { equals: orderNumber } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const order = docs[0]
  if (!order || !(await lockOrder(req, order.id))) return { kind: 'unknown' }
  const verified = fromThreadAddress(reply, order.email)
  const open = await payload.find({
    collection: 'tickets',
    where: verified ? { order: { equals: order.id }, status: { in: handled } } : { order: { equals: order.id } },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (open.docs[0]) return append(req, await lockTicket(req, open.docs[0].id), reply, verified)
  const ticket = await payload.create({
    collection: 'tickets',
    data: {
      reference: await nextReference(payload),
      source: 'email',
      category: 'Commande',
      status: 'open',
      priority: 'medium',
      name: order.name,
      email: order.email,
      orderNumber: order.orderNumber,
      order: order.id,
      subject: oneLine(reply.subject).slice(0, 200) || undefined,
      replies: [threadMessage(reply, verified)],
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
  const { supportEmail } = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })
  await queueEmail(req, {
    to: supportEmail,
    ...ticketNotificationEmail(ticket, `${env().PUBLIC_URL}/admin/collections/tickets/${ticket.id}`),
  })
  return { kind: 'opened', reference: ticket.reference, verified }
}

/** Puts a customer's reply where its address says, in one transaction. */
export async function receiveCustomerReply(payload: Payload, thread: ReplyThread, reply: CustomerReply): Promise<ReplyOutcome> {
  const req = await createLocalReq({}, payload)
  return inTransaction(req, async () => {
    if (thread.kind === 'order') return replyAboutOrder(req, thread.orderNumber, reply)
    const ticket = await ticketOfReference(req, thread.reference)
    return ticket ? append(req, ticket, reply, fromThreadAddress(reply, ticket.email)) : { kind: 'unknown' }
  })
}

/** Whether the ticket or the order a tagged address names is still there: an address of a deleted one is no mailbox. */
export async function threadExists(payload: Payload, thread: ReplyThread): Promise<boolean> {
  const { totalDocs } =
    thread.kind === 'ticket'
      ? await payload.count({ collection: 'tickets', where: { reference: { equals: thread.reference } }, overrideAccess: true })
      : await payload.count({ collection: 'orders', where: { orderNumber: { equals: thread.orderNumber } }, overrideAccess: true })
  return totalDocs > 0
}
