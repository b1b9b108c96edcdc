import { formatDateTime } from '@shop/domain/dates'

import { oneLine, renderEmail, type EmailContent } from './layout.ts'

export type ReceivedMail = { from: string; to: string[]; subject: string; text: string; receivedAt: string }

/**
 * To the support address: an e-mail the shop received that names no ticket or order it sent (an
 * address typed by hand, a tag altered or outdated), passed on whole rather than lost.
 */
export function forwardedMailEmail(mail: ReceivedMail): EmailContent {
  const paragraphs = mail.text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
  return renderEmail(`Message reçu à ${mail.to.join(', ')} : ${oneLine(mail.subject).slice(0, 150) || '(sans objet)'}`, 'Bonjour,', {
    paragraphs: [
      `${mail.from} a écrit le ${formatDateTime(mail.receivedAt)} à ${mail.to.join(', ')}, une adresse qui ne désigne aucune demande ni commande de la boutique. Son message, tel qu’il est arrivé :`,
      ...(paragraphs.length > 0 ? paragraphs : ['(message sans texte)']),
    ],
    footnote: 'Répondre à cet e-mail écrit à son expéditeur.',
  })
}
