import { renderEmail, type EmailContent } from './layout.ts'

type Ticket = { reference: string; name: string; email: string; orderNumber?: string | null; message: string }

/** To the sender: proof that the message arrived, with its reference. */
export function supportAcknowledgementEmail(ticket: Ticket, replyDelay: string): EmailContent {
  return renderEmail(`Votre demande ${ticket.reference} – Ma Boutique Protection`, `Bonjour ${ticket.name},`, {
    paragraphs: [
      `Nous avons bien reçu votre message${ticket.orderNumber ? ` au sujet de la commande ${ticket.orderNumber}` : ''} : il porte la référence ${ticket.reference}.`,
      `Notre service client vous répond ${replyDelay}.`,
      `Votre message : « ${ticket.message} »`,
    ],
  })
}

/** To the support team's address: a new ticket to handle in the admin. */
export function supportNotificationEmail(ticket: Ticket, adminUrl: string): EmailContent {
  return renderEmail(`Nouvelle demande de support ${ticket.reference}`, 'Bonjour,', {
    paragraphs: [
      `${ticket.name} (${ticket.email}) a écrit au support${ticket.orderNumber ? ` au sujet de la commande ${ticket.orderNumber}` : ''}.`,
      `« ${ticket.message} »`,
    ],
    action: { label: 'Ouvrir la demande', url: adminUrl },
  })
}
