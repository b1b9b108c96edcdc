import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import type { Order, SiteSetting, Ticket } from '../payload-types.ts'
import { ticketAcknowledgementEmail, ticketNotificationEmail } from './emails/form-ticket.ts'
import { returnAddressOf } from '../emails/withdrawal.ts'
import type { EmailContent } from '../emails/layout.ts'
import { env } from '../lib/env.ts'
import { inTransaction } from '../lib/transaction.ts'
import { queueEmail } from '../mail/queue-email.ts'
import { replyAddress } from '../mail/reply-address.ts'
import { noteOnOrder } from '../orders/note-on-order.ts'
import type { TicketFields } from './form-tickets.ts'
import { nextReference } from '../lib/references.ts'

export type Submission = {
  fields: TicketFields
  /** The consent text the form showed, stored with the moment it was given. */
  consentText?: string
  photoIds?: number[]
}

/**
 * The order a number and an e-mail name together (a number alone names nothing: anybody can type
 * one), in the caller's transaction.
 */
export async function orderNamedBy(payload: Payload, orderNumber: string, email: string, req?: PayloadRequest): Promise<Order | undefined> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { orderNumber: { equals: orderNumber.toUpperCase() }, email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0]
}

/**
 * A form's ticket, for staff to handle in the admin, linked to the order its number and e-mail
 * name; a withdrawal form also goes into that order's history, and the e-mails telling the sender
 * and the shop are queued, in the same transaction.
 */
export async function openTicket(payload: Payload, { fields, consentText, photoIds = [] }: Submission): Promise<Ticket> {
  const req = await createLocalReq({}, payload)
  const now = new Date().toISOString()
  return inTransaction(req, async () => {
    const order = fields.orderNumber ? await orderNamedBy(payload, fields.orderNumber, fields.email, req) : undefined
    const created = await payload.create({
      collection: 'tickets',
      data: {
        ...fields,
        reference: await nextReference(payload),
        status: 'open',
        priority: 'medium',
        order: order?.id ?? null,
        photos: photoIds,
        consent: consentText ? { consentedAt: now, text: consentText } : undefined,
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (order && fields.source === 'retractation') {
      await noteOnOrder(req, order.id, `Demande de rétractation reçue par formulaire (${created.reference})`)
    }
    await tellSenderAndShop(req, created, (settings) =>
      ticketAcknowledgementEmail(created, settings.emailReplyDelay, returnAddressOf(settings)),
    )
    return created
  })
}

/** Legal and privacy questions go to the shop's contact address; the rest to the support team's. */
const shopAddressFor = (ticket: Ticket) =>
  ticket.source === 'legal-contact' || ticket.source === 'cookie-contact' ? 'email' : 'supportEmail'

/**
 * The sender's acknowledgement and the shop's notification (with the admin link), queued in the
 * ticket's transaction; the sender's reply to the acknowledgement joins the ticket's thread.
 */
export async function tellSenderAndShop(
  req: PayloadRequest,
  ticket: Ticket,
  acknowledgement: (settings: SiteSetting) => EmailContent,
): Promise<void> {
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })
  await queueEmail(req, {
    to: ticket.email,
    ...acknowledgement(settings),
    replyTo: replyAddress(req.payload.secret, settings.supportEmail, { kind: 'ticket', reference: ticket.reference }),
  })
  await queueEmail(req, {
    to: settings[shopAddressFor(ticket)],
    ...ticketNotificationEmail(ticket, `${env().PUBLIC_URL}/admin/collections/tickets/${ticket.id}`),
  })
}
