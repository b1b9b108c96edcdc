import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import type { OrderSupportBody } from '@shop/domain/orders'
import { formatTicketReference } from '@shop/domain/tickets'

import { supportAcknowledgementEmail, supportNotificationEmail } from '../emails/support-ticket.ts'
import { env } from '../lib/env.ts'
import { mailLater } from '../lib/mail.ts'

/** The next reference, from a sequence (never reused) and the day of Paris, in one statement. */
async function nextReference(payload: Payload): Promise<string> {
  const { rows } = await payload.db.drizzle.execute<{ day: string; sequence: number }>(
    sql`select to_char((now() at time zone 'Europe/Paris')::date, 'YYYY-MM-DD') as day, nextval('ticket_reference_seq')::int as sequence`,
  )
  const row = rows[0]
  if (!row) throw new Error('ticket reference sequence returned no row')
  return formatTicketReference(new Date(`${row.day}T00:00:00Z`), row.sequence)
}

/**
 * The /suivi support form: a ticket staff handle in the admin, linked to the order when the number
 * and the sender's e-mail name the same one (a number alone links nothing: anybody can type one).
 * The sender and the support team are told by e-mail, after the answer.
 */
export async function openOrderSupportTicket(payload: Payload, body: OrderSupportBody): Promise<string> {
  const orderNumber = body.orderNumber || null
  const order = orderNumber
    ? (
        await payload.find({
          collection: 'orders',
          where: { orderNumber: { equals: orderNumber }, email: { equals: body.email } },
          limit: 1,
          depth: 0,
          overrideAccess: true,
        })
      ).docs[0]
    : undefined
  const ticket = await payload.create({
    collection: 'tickets',
    data: {
      reference: await nextReference(payload),
      source: 'order-support',
      status: 'open',
      priority: 'medium',
      category: 'Commande',
      name: body.name,
      email: body.email,
      orderNumber,
      order: order?.id ?? null,
      message: body.message,
    },
    depth: 0,
    overrideAccess: true,
  })

  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const what = `support e-mail for ${ticket.reference}`
  mailLater(payload, { to: ticket.email, ...supportAcknowledgementEmail(ticket, settings.emailReplyDelay) }, what)
  mailLater(
    payload,
    { to: settings.supportEmail, ...supportNotificationEmail(ticket, `${env().PUBLIC_URL}/admin/collections/tickets/${ticket.id}`) },
    what,
  )
  return ticket.reference
}
