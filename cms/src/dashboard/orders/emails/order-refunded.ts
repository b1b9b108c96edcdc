import type { Order } from '../../../payload-types.ts'
import { renderEmail, type EmailContent } from '../../../emails/layout.ts'
import { creditNoteEnclosed, orderRefundParagraph } from '../../../emails/refund-paragraph.ts'

/** A returned parcel was received and the order refunded. */
export function orderRefundedEmail(order: Order): EmailContent {
  return renderEmail(`Remboursement de votre commande ${order.orderNumber} – Ma Boutique Protection`, `Bonjour ${order.name},`, {
    paragraphs: [`Nous avons bien reçu votre retour pour la commande ${order.orderNumber}.`, orderRefundParagraph(order)],
    footnote: creditNoteEnclosed,
  })
}
