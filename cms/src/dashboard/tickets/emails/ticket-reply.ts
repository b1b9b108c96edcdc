import type { Ticket } from '../../../payload-types.ts'
import { renderEmail, type EmailContent } from '../../../emails/layout.ts'

/** Staff's answer to a request, quoting its reference so that the customer's reply finds it. */
export function ticketReplyEmail(ticket: Ticket, message: string): EmailContent {
  return renderEmail(`Re: votre demande ${ticket.reference} – Ma Boutique Protection`, `Bonjour ${ticket.name},`, {
    paragraphs: message
      .split(/\n{2,}/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
    footnote: `Référence de votre demande : ${ticket.reference}. Pour nous répondre, répondez simplement à ce message.`,
  })
}
