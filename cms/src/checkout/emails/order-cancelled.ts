import type { Order } from '../../payload-types.ts'
import { renderEmail, type EmailContent } from '../../emails/layout.ts'
import { creditNoteEnclosed, orderRefundParagraph } from '../../emails/refund-paragraph.ts'

/** The customer's cancellation, and the refund when the order was paid (its credit note attached). */
export function orderCancelledEmail(order: Order, refunded: boolean): EmailContent {
  return renderEmail(`Annulation de votre commande ${order.orderNumber} – Ma Boutique Protection`, `Bonjour ${order.name},`, {
    paragraphs: [
      `Votre commande ${order.orderNumber} a bien été annulée.`,
      ...(refunded ? [orderRefundParagraph(order), creditNoteEnclosed] : ["Aucun paiement n'avait été encaissé pour cette commande."]),
    ],
    footnote: "Si vous n'êtes pas à l'origine de cette annulation, répondez à ce message.",
  })
}
