import { claimDueBy } from '@shop/domain/after-sales'
import { formatDate, formatDateTime } from '@shop/domain/dates'
import { replyDelayText } from '@shop/domain/shop-promises'
import { ticketFieldLabels, type TicketField, type TicketSource } from '@shop/domain/tickets'

import type { Ticket } from '../../payload-types.ts'
import { oneLine, renderEmail, unprovenGreeting, type EmailContent } from '../../emails/layout.ts'
import { replyFootnote } from '../../emails/reply-footnote.ts'
import { returnInstructions } from '../../emails/withdrawal.ts'

/** What each kind of ticket is called in the sender's acknowledgement. */
const requestNames: Record<TicketSource, string> = {
  'order-support': 'votre message',
  contact: 'votre message',
  'faq-contact': 'votre message',
  'legal-contact': 'votre message',
  'cookie-contact': 'votre message',
  'warranty-claim': 'votre demande de garantie',
  retractation: 'votre demande de rétractation',
  withdrawal: 'votre rétractation',
  email: 'votre message',
}

/** Every field the sender filled, labelled as in the admin: a table of text, escaped like all the rest. */
function typedFields(ticket: Ticket, fields: readonly TicketField[]) {
  const rows = fields.flatMap((field) => {
    const value = ticket[field]
    if (!value) return []
    const text = field === 'withdrawnAt' ? formatDateTime(value) : String(value)
    return [[ticketFieldLabels[field], freeTextFields.has(field) ? text : oneLine(text)]]
  })
  return { head: ['Champ', 'Valeur'], rows, alignRight: [] }
}

/**
 * What the sender wrote in their own words. The form's address is only typed, never proved: an
 * acknowledgement that repeated it would let anyone send the shop's branded mail, with their text,
 * to any address. The sender gets the reference and their choices; staff get everything.
 */
const freeTextFields: ReadonlySet<TicketField> = new Set(['productDetails', 'otherReason', 'message'])

const recapFields: TicketField[] = [
  'withdrawnAt',
  'orderNumber',
  'orderDate',
  'subject',
  'product',
  'problem',
  'reason',
  'productDetails',
  'otherReason',
  'message',
]

/**
 * To the sender: proof that the request arrived, with its reference and what was sent; a reply
 * joins the ticket. The typed address is no proof either: the name is cut to a greeting
 * (./layout.ts), and the order number is repeated only when it names an order of that address.
 */
export function ticketAcknowledgementEmail(ticket: Ticket, replyDelay: string, returnAddress: string): EmailContent {
  const photos = ticket.photos?.length ?? 0
  const repeated = recapFields.filter((field) => !freeTextFields.has(field) && (field !== 'orderNumber' || ticket.order))
  return renderEmail(`Votre demande ${ticket.reference} – Ma Boutique Protection`, unprovenGreeting(ticket.name), {
    paragraphs: [
      `Nous avons bien reçu ${requestNames[ticket.source]} le ${formatDateTime(ticket.createdAt)} : elle porte la référence ${ticket.reference}.`,
      ticket.source === 'warranty-claim'
        ? `Nous étudions votre réclamation et vous contactons sous 48h ouvrables. Si la garantie s'applique, nous vous expédions gratuitement une protection de remplacement, livraison comprise, ou vous remboursons, au plus tard le ${formatDate(`${claimDueBy(new Date(ticket.createdAt))}T12:00:00Z`)}.`
        : `Notre service client vous répond ${replyDelayText(replyDelay)}.`,
      'Votre envoi :',
    ],
    table: typedFields(ticket, repeated),
    after: [
      ...(photos > 0 ? [`Photos jointes : ${photos}`] : []),
      ...(ticket.source === 'retractation' ? [returnInstructions(ticket.createdAt, returnAddress)] : []),
      'Par sécurité, le texte que vous avez écrit n’est pas recopié dans cet e-mail : notre équipe l’a bien reçu.',
    ],
    footnote: replyFootnote('Pour compléter votre demande, répondez', ticket.reference),
  })
}

/** To the shop's address: a new ticket to handle in the admin. */
export function ticketNotificationEmail(ticket: Ticket, adminUrl: string): EmailContent {
  return renderEmail(`Nouvelle demande ${ticket.reference}`, 'Bonjour,', {
    paragraphs: [
      `${oneLine(ticket.name)} (${ticket.email}) a envoyé ${requestNames[ticket.source]} le ${formatDateTime(ticket.createdAt)}.`,
    ],
    table: typedFields(ticket, ['phone', ...recapFields]),
    after: ticket.photos?.length ? [`Photos jointes : ${ticket.photos.length}`] : [],
    action: { label: 'Ouvrir la demande', url: adminUrl },
  })
}
